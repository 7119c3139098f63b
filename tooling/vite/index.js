// The security headers of the two apps' pages, for Vite's preview server (what `pnpm start`
// serves), its dev server, and as the text the production examples copy (docs/deploy/).
//
// CSP: no inline script and nothing from elsewhere ('self' only), data and connections to this
// origin and the API, images also from data: and blob: (photos the camera takes are shown from a
// blob: URL), the service worker and the web app manifest from this origin, no framing. Styles
// allow 'unsafe-inline': Mantine sets style attributes on its elements and writes its CSS
// variables in a <style> element at run time, and a nonce cannot be given to a static build; a
// style cannot run code, so scripts stay strict (docs/decisions/0017).

/** The origin of a URL ('https://api.example/v1' → 'https://api.example'). */
export function originOf(url) {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of an app that calls the API at `apiUrl`. `dev`: Vite's dev server,
 * which needs an inline script (React Fast Refresh's preamble) and a WebSocket for hot reload.
 */
export function contentSecurityPolicy(apiUrl, { dev = false } = {}) {
  const api = originOf(apiUrl);
  const script = dev ? "'self' 'unsafe-inline'" : "'self'";
  const connect = dev ? `'self' ${api} ws: wss:` : `'self' ${api}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    // The webform's service worker (/sw.js) and web app manifest, from this origin only (ADR 0018).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header of an app's pages, for Vite's `server.headers` and `preview.headers`. */
export function appHeaders(apiUrl, { dev = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl, { dev }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The webform takes photos and the start's location; nothing else is asked for.
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
  };
}

/** The API URL an app is built for: VITE_API_URL as Vite reads it (env files, then the process). */
export function apiUrlOf(viteEnv) {
  return viteEnv.VITE_API_URL || 'http://localhost:3000';
}
