import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { IMAGE_TYPES, checkImage } from '../image-service.ts';
import { bodyOf } from '../request.ts';
import { newId } from '../rng.ts';
import { sessionOf, type AppEnv } from '../session.ts';

/** The sandbox does not upload anywhere; this key only lets the app build image URLs. */
const IMAGEKIT_PUBLIC_KEY = 'public_sandbox_demo_key';

/** The three white-label brands (SPEC §1), keyed by _id; the same table as src/shared/brands.ts (assets served by the app). */
export const BRAND_LOGOS = [
  {
    _id: '000000000000000000000b01',
    name: 'PayDesk',
    logo: '/brands/default/logo.svg',
    website: 'https://paydesk.example',
    favicon: '/brands/default/favicon.svg',
  },
  {
    _id: '000000000000000000000b02',
    name: 'PayDesk Operations',
    logo: '/brands/admin/logo.svg',
    website: 'https://admin.paydesk.example',
    favicon: '/brands/admin/favicon.svg',
  },
  {
    _id: '000000000000000000000b03',
    name: 'Harbor Pay',
    logo: '/brands/partner/logo.svg',
    website: 'https://harborpay.example',
    favicon: '/brands/partner/favicon.svg',
  },
];

export function configRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/config/imagekit', (c) =>
    ok<'getImagekitConfig'>(c, {
      publicKey: IMAGEKIT_PUBLIC_KEY,
      urlEndpoint: deps.imageUrlEndpoint,
      // on the origin the request came to: the API's own, so the app's bearer token stays with it
      uploadEndpoint: new URL('/v1/image/upload', c.req.url).href,
    }),
  );
  // The image service the sandbox plays: stores the file and answers with its URL under the URL endpoint,
  // which the app's CSP allows; the bytes are served back at /__sandbox/images/<name> (app.ts).
  r.post('/image/upload', (c) => {
    const { userId } = sessionOf(c);
    const body = bodyOf<'uploadImage'>(c);
    const checked = checkImage(body.mimeType, body.data);
    if (!checked.ok) throw new ApiError(checked.status, checked.message);
    const fileId = newId();
    const name = `${fileId}.${IMAGE_TYPES[checked.type].extension}`;
    deps.db
      .prepare(
        'INSERT INTO images (file_id, name, mime_type, bytes, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(fileId, name, checked.type, checked.bytes, userId, deps.now().toISOString());
    return ok<'uploadImage'>(c, {
      fileId,
      url: `${deps.imageUrlEndpoint}/${name}`,
      name,
      size: checked.bytes.length,
      mimeType: checked.type,
    });
  });
  r.get('/config/brand-logos', (c) => ok<'listBrandLogos'>(c, BRAND_LOGOS));
  return r;
}
