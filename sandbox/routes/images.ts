import type { SandboxDeps } from '../deps.ts';

/**
 * An uploaded image as the image service's CDN would serve it: public (an <img> sends no token), with its
 * stored type and `nosniff`, never anything else. A deployment points IMAGEKIT_URL_ENDPOINT at an https front
 * for this path to see the files; the end-to-end tests route the endpoint's origin here.
 */
export function servedImage(deps: SandboxDeps, name: string): Response {
  const row = deps.db.prepare('SELECT mime_type, bytes FROM images WHERE name = ?').get(name) as
    { mime_type: string; bytes: Buffer } | undefined;
  if (!row) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(row.bytes), {
    headers: {
      'Content-Type': row.mime_type,
      'X-Content-Type-Options': 'nosniff',
      // a name is never reused: the file behind it never changes
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
