export interface SecurityHeaderOptions {
  /** HSTS is sent only in production (it pins the host to https for a year). */
  production: boolean;
  /** Browsers report what the policy would block and block nothing. */
  cspReportOnly: boolean;
  /** The watch builds of `npm run dev`: eval source maps and style-loader's <style> tags. */
  devBuild: boolean;
  /** ASSET_ORIGINS: hosts of catalogue files, which the product page's zip download fetches. */
  assetOrigins: readonly string[];
  /**
   * Other origins scripts load from: CONFIGURATOR_SCRIPT_URL's when a configurator is configured
   * (storefront §7), reCAPTCHA's when it checks the contact form.
   */
  scriptOrigins?: readonly string[];
  /** Other origins frames load from: reCAPTCHA's checkbox, when it checks the contact form. */
  frameOrigins?: readonly string[];
}

export type PolicyOptions = Pick<
  SecurityHeaderOptions,
  'devBuild' | 'assetOrigins' | 'scriptOrigins' | 'frameOrigins'
>;

const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * What the composed site loads, source by source:
 * - scripts, styles, remote manifests and chunks: this origin (the registry serves every remote
 *   under /remotes/, the shell at /), plus a configured configurator script's origin; production CSS is extracted into files, React's `style`
 *   props go through the CSSOM, which the policy does not govern);
 * - fetches: this origin (actions, /config.json, /cms, the search API and insights, whose hosts
 *   /config.json names as this very origin) and the asset origins (files zipped in the browser);
 * - images: this origin (/files), `data:` (the shell's favicon), `blob:` (the project export
 *   draws each SVG through an object URL) and any `https:` source, since CMS documents and
 *   catalogue markdown may show https images from anywhere;
 * - fonts: this origin (the brand face, a file of the shell's build), said outright rather than
 *   left to default-src, so widening the default never widens where fonts come from;
 * - frames: YouTube's privacy-enhanced player (mf-content's video modal), and reCAPTCHA's
 *   checkbox when it is configured;
 * - workers: this origin (the ALTCHA captcha's proof-of-work workers, chunks of mf-content).
 * Nothing may frame the site but itself.
 */
export function contentSecurityPolicy({
  devBuild,
  assetOrigins,
  scriptOrigins = [],
  frameOrigins = [],
}: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptOrigins, ...(devBuild ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", ...(devBuild ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...assetOrigins],
    'frame-src': ['https://www.youtube-nocookie.com', ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return [
    ...Object.entries(directives).map(
      ([directive, sources]) => `${directive} ${sources.join(' ')}`,
    ),
    FRAME_ANCESTORS,
  ].join('; ');
}

/**
 * A policy that also allows these inline style elements by their hashes (a page's first-paint
 * style sheet: first-paint/page.ts); the other directives are left as they are. A policy without
 * a style-src (framing only) is returned unchanged.
 */
export function allowStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('style-src ') ? `${directive} ${hashes.join(' ')}` : directive,
    )
    .join('; ');
}

/** The headers every response carries, whatever answered it. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const policy = contentSecurityPolicy(options);
  return {
    // A report-only policy cannot forbid framing, so framing stays enforced on its own.
    ...(options.cspReportOnly
      ? {
          'content-security-policy': FRAME_ANCESTORS,
          'content-security-policy-report-only': policy,
        }
      : { 'content-security-policy': policy }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}
