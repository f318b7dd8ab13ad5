/**
 * Security headers for everything the one server sends. script-src has no 'unsafe-inline' (so no inline
 * script can ever run); styles need it because Mantine injects CSS variables at run time.
 */
export function securityHeaders(
  connectOrigins: string[] = [],
  imagePlaces: string[] = [],
): Record<string, string> {
  const connect = ["'self'", ...new Set(connectOrigins)].join(' ');
  // logos and avatars come from under the image service's endpoint (image-service.ts); no other remote image loads
  const img = ["'self'", 'data:', 'blob:', ...new Set(imagePlaces)].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // the camera for the app itself only: the palette's Scan reads QR codes (issue 34); no frame or other origin
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
