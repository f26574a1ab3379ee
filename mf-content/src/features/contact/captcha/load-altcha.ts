let loading: Promise<unknown> | undefined;

/** The ALTCHA widget, loaded with the contact form only when the site checks with ALTCHA. */
export function loadAltcha(): Promise<unknown> {
  loading ??= import('./altcha-element').catch((error: unknown) => {
    loading = undefined; // a later visit to the form tries again
    throw error;
  });
  return loading;
}
