import { Hono } from 'hono';
import { BRANDS } from '../../src/shared/brands.ts';
import type { SandboxDeps } from '../deps.ts';
import { ok } from '../http.ts';
import type { AppEnv } from '../session.ts';

/** The sandbox does not upload anywhere; this key only lets the app build image URLs. */
const IMAGEKIT_PUBLIC_KEY = 'public_sandbox_demo_key';

/** The white-label brands' records: the app's brand table (src/shared/brands.ts), whose files the app serves. */
const BRAND_LOGOS = Object.values(BRANDS).map(({ _id, name, logo, website, favicon }) => ({
  _id,
  name,
  logo,
  website,
  favicon,
}));

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
