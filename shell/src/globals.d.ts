interface Window {
  dataLayer?: Array<Record<string, unknown>>;
}
