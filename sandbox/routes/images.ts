import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { IMAGE_TYPES, checkImage, imageTypeOf } from '../image-service.ts';
import { assertRoomFor, imageBytes, removeUnusedImages, saveImage } from '../image-store.ts';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import { bodyOf } from '../request.ts';
import { newId } from '../rng.ts';
import { sessionOf, type AppEnv } from '../session.ts';

const UNVERIFIED_UPLOAD_MESSAGE = 'Verify your email address before uploading images.';

/**
 * The image service the sandbox plays (sandbox/README.md, "Security limits": image uploads): POST
 * /v1/image/upload stores the file and answers its URL under the URL endpoint, which the app's CSP allows.
 * Checks in the order that spends least: a verified account, the rates (counted before the image is decoded,
 * so a refused flood costs little), the image itself, then the organization's room.
 */
export function imageUploadRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/image/upload', (c) => {
    const session = sessionOf(c);
    if (!session.user.is_email_verified) throw new ApiError(403, UNVERIFIED_UPLOAD_MESSAGE);
    const now = deps.now();
    const address = clientAddress(c, deps.trustedProxies);
    // both checked before either counts: a refused upload counts toward neither
    assertWithinLimit(c, deps.db, deps.clientLimits, 'upload-account', session.userId, now);
    assertWithinLimit(c, deps.db, deps.clientLimits, 'upload-address', address, now);
    recordEvent(deps.db, deps.clientLimits, 'upload-account', session.userId, now);
    recordEvent(deps.db, deps.clientLimits, 'upload-address', address, now);
    const body = bodyOf<'uploadImage'>(c);
    const checked = checkImage(body.mimeType, body.data);
    if (!checked.ok) throw new ApiError(checked.status, checked.message);
    // what no record uses leaves first, so the room it took is free again before the quota is checked
    removeUnusedImages(deps.db, now);
    assertRoomFor(deps.db, session, checked.bytes.length);
    const fileId = newId();
    const name = `${fileId}.${IMAGE_TYPES[checked.type].extension}`;
    saveImage(deps.db, {
      fileId,
      name,
      mimeType: checked.type,
      bytes: checked.bytes,
      uploadedBy: session.userId,
      orgId: session.orgId,
      createdAt: now.toISOString(),
    });
    return ok<'uploadImage'>(c, {
      fileId,
      url: `${deps.imageUrlEndpoint}/${name}`,
      name,
      size: checked.bytes.length,
      mimeType: checked.type,
    });
  });
  return r;
}

/** An image served as an image and nothing else: no script, no plugin, no form, sandboxed if opened on its own. */
const IMAGE_CSP = "default-src 'none'; sandbox";

/**
 * An uploaded image as the image service's CDN would serve it: public (an <img> sends no token), with the type
 * its own bytes show (PNG, JPEG or WebP; anything else, whatever its row says, is not served), `nosniff` and
 * its own CSP, which the web server keeps. A deployment points IMAGEKIT_URL_ENDPOINT at an https front for
 * this path to see the files; the end-to-end tests route the endpoint's origin here.
 */
export function servedImage(deps: SandboxDeps, name: string): Response {
  const bytes = imageBytes(deps.db, name);
  const type = bytes && imageTypeOf(bytes);
  if (!bytes || !type)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      // a name is never reused: the file behind it never changes
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': IMAGE_CSP,
    },
  });
}
