import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadRoutes } from './scripts/vite/preload-route.ts';
import { savedScreenPage } from './scripts/vite/saved-screen-page.ts';
import { prerenderSignIn } from './scripts/vite/prerender-sign-in.ts';
import { shellPrecache } from './scripts/vite/shell-precache.ts';
import { webManifests } from './scripts/vite/web-manifests.ts';
import packageJson from './package.json' with { type: 'json' };

/**
 * This build's version: the package's and the build's time. The persisted query cache's `buster`
 * (src/lib/build-version.ts): a cache saved by another build is never restored.
 */
const buildVersion = `${packageJson.version}+${new Date().toISOString()}`;

/**
 * `npm run dev`: the sandbox provider answers /v1 and /config.json inside Vite's dev server, the way
 * `npm start` serves them on one origin. Loaded lazily so that `vite build` never opens a database.
 */
function sandboxDevServer(): Plugin {
  return {
    name: 'sandbox-dev-server',
    apply: 'serve',
    async configureServer(server) {
      const { mountSandboxOnDevServer } = await import('./sandbox/dev-middleware.ts');
      server.middlewares.use(await mountSandboxOnDevServer());
    },
  };
}

const shell = shellPrecache();

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A screen's loader (with the queries it imports) and its skeleton travel with its component, not in the
      // route tree every first visit downloads (the plugin's default keeps both there); its error view apart.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // the app shell only (scripts/vite/shell-precache.ts); the worker caches the rest at runtime
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,json}'],
        manifestTransforms: [shell.transform],
      },
      devOptions: { enabled: false },
    }),
    shell.plugin,
    sandboxDevServer(),
    // the sign-in screen (the first visit's route) is fetched with the entry, not after the router starts
    preloadRoutes(['src/routes/_auth.tsx', 'src/routes/_auth/index.tsx'], 'src/routes/_auth'),
    // app.html paints the screen of its address as the app last rendered it, before the app has loaded
    savedScreenPage(buildVersion),
    // the sign-in screen's markup in the page itself, per brand (after preloadRoutes: it starts from that page)
    prerenderSignIn('/src/app/prerender.tsx'),
    // one web app manifest per brand, linked from that brand's page
    webManifests(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every first visit runs whole (React, the router) in one file: split by the bundler into a
              // dozen, it compressed worse (gzip works per file). The query cache stays out: the sign-in page uses
              // a small part of it, and grouped it came whole (sign-in 168.6 KiB without it, 170.9 with it).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
