import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { brandKeyForHost, type BrandHostRule } from '../src/shared/brands.ts';
import { runtimeConfigFor, type RuntimeSettings } from './runtime-config.ts';
import { securityHeaders } from './security-headers.ts';

export interface WebServerOptions {
  /** the sandbox provider's fetch handler, answering /v1 (and its dev-only /__sandbox paths) */
  provider: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** the built app (vite build output) */
  distDir: string;
  /** what /config.json tells the app (runtime-config.ts); the CSP allows the origins it names */
  runtimeConfig: RuntimeSettings;
}

/**
 * The one server of `npm start`: the built PWA, its /config.json and the sandbox provider on one origin.
 * Unknown paths that are not files get the app shell so that deep links (e.g. a payout page) load.
 */
export function createWebServer(options: WebServerOptions): Hono {
  const app = new Hono();
  // The browser talks to the provider and, for the code exchange, to the identity provider's token endpoint.
  const { apiBaseUrl, oidcIssuer, imageUrlEndpoint } = options.runtimeConfig;
  const origins = (urls: (string | undefined)[]) => urls.filter(Boolean).map((url) => new URL(url!).origin);
  // images only from under the image endpoint's path (a trailing / allows what lies below it), not its whole host
  const imagePlaces = imageUrlEndpoint ? [`${imageUrlEndpoint.replace(/\/+$/, '')}/`] : [];
  const headers = securityHeaders(origins([apiBaseUrl, oidcIssuer]), imagePlaces);
  if (!existsSync(join(options.distDir, 'index.html')))
    throw new Error(`No build found at ${options.distDir}: run \`npm run build\` first.`);

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      // a response with its own policy keeps it: an uploaded image's is stricter than the app's
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    // Fingerprinted assets never change; everything else of the app is revalidated so updates show.
    if (c.req.path.startsWith('/assets/') && c.res.status === 200) {
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (!c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-cache');
    }
    // The app's files may be sent compressed: a cache keeps the brotli, gzip and plain copies apart.
    if (!isProviderPath(c.req.path) && !c.res.headers.get('Vary')?.includes('Accept-Encoding'))
      c.res.headers.append('Vary', 'Accept-Encoding');
  });
  // with the connection's bindings, so the provider sees the client's address (its per-address limits)
  app.all('/v1/*', (c) => options.provider.fetch(c.req.raw, c.env));
  app.all('/__sandbox/*', (c) => options.provider.fetch(c.req.raw, c.env));
  app.all('/oidc/*', (c) => options.provider.fetch(c.req.raw, c.env));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(runtimeConfigFor(options.runtimeConfig, c.req.url));
  });
  // The sign-in screens get the page with their preloads and, on /, the sign-in screen prerendered in the brand
  // of the request's host (scripts/vite/preload-route.ts and prerender-sign-in.ts write the pages and the lists;
  // an older build has only index.html). Before the static files, which would answer / with index.html.
  const isSignInPath = signInPaths(options.distDir);
  const signInPage = signInPageForHost(options.distDir);
  const pages = new Map<string, ReturnType<typeof serveStatic>>();
  const page = (path: string) => {
    if (!pages.has(path)) pages.set(path, serveStatic({ root: options.distDir, path, precompressed: true }));
    return pages.get(path)!;
  };
  app.get('*', (c, next) =>
    isSignInPath(c.req.path) ? page(signInPage(new URL(c.req.url).hostname))(c, next) : next(),
  );
  // Build-time brotli and gzip copies (scripts/vite/precompress.ts) are sent as they are when accepted.
  app.use('*', serveStatic({ root: options.distDir, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Signed-in deep links get the plain page, without the sign-in screen's preloads.
  const plainPage = existsSync(join(options.distDir, 'app.html')) ? 'app.html' : 'index.html';
  app.get('*', page(plainPage));
  return app;
}

/** Whether a request path (with or without a trailing slash) is one of the build's sign-in screens. */
function signInPaths(distDir: string): (path: string) => boolean {
  const file = join(distDir, 'sign-in-paths.json');
  const paths: string[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  return (path) => paths.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

function isProviderPath(path: string): boolean {
  return /^\/(?:v1|__sandbox|oidc)\//.test(path);
}

interface SignInPages {
  /** the build's host rules (src/shared/brands.ts), first match wins */
  hostRules: BrandHostRule[];
  /** the page of each brand */
  pages: Record<string, string>;
}

/** The sign-in page of a host name's brand (sign-in-pages.json), or index.html. */
function signInPageForHost(distDir: string): (hostname: string) => string {
  const file = join(distDir, 'sign-in-pages.json');
  const list: SignInPages = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as SignInPages)
    : { hostRules: [], pages: {} };
  for (const [brand, page] of Object.entries(list.pages))
    if (!existsSync(join(distDir, page))) delete list.pages[brand];
  return (hostname) => list.pages[brandKeyForHost(hostname, list.hostRules)] ?? 'index.html';
}
