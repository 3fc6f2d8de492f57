/** The console's Content-Security-Policy and the security headers its servers send (vite.config.ts, README). */

/**
 * The built app's Content-Security-Policy: scripts only from the app's own files — no inline
 * script, no eval (forms run validators compiled at build time, see
 * generators/vite-plugin-form-validators.ts). Styles need 'unsafe-inline' for antd's CSS-in-JS;
 * img-src allows data:/blob: (antd icons, previews of downloaded files); worker-src 'self' is
 * the msw service worker; connect-src covers the API and the user-events websocket. A
 * cross-origin `apiBase`/`wsBase` in config.json must be added to connect-src here (or in the
 * built index.html). Only in builds: the dev server injects inline scripts for HMR.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Response headers of the preview server — and of a production host (README "Serving the build"
 * gives them as an nginx snippet). The policy as a header, because only a header can say
 * `frame-ancestors` (a meta tag cannot): no other origin may frame the console (clickjacking),
 * and the app frames nothing of its own. X-Frame-Options for browsers without CSP level 2;
 * nosniff so nothing served is run as another type than it says; no Referer to other origins.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

export function securityHeaders(policy: string = `${CONTENT_SECURITY_POLICY}; ${FRAME_ANCESTORS}`): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
