import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ok } from '../http.ts';
import type { AppEnv } from '../session.ts';

/** The sandbox does not upload anywhere; this key only lets the app build image URLs. */
const IMAGEKIT_PUBLIC_KEY = 'public_sandbox_demo_key';

/**
 * The three white-label brands (docs/product/01-product.md §1.3), keyed by _id; the same table as
 * src/shared/brands.ts (assets served by the app).
 */
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
      // on the origin the request came to: the API's own, so the app's bearer token stays with it; the upload
      // itself is routes/images.ts
      uploadEndpoint: new URL('/v1/image/upload', c.req.url).href,
    }),
  );
  r.get('/config/brand-logos', (c) => ok<'listBrandLogos'>(c, BRAND_LOGOS));
  return r;
}
