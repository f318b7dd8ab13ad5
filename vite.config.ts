import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite/precompress.ts';
import { compileMessages } from './scripts/vite/compile-messages.ts';
import { minifyPublicScripts } from './scripts/vite/minify-public-scripts.ts';
import { preloadRoutes } from './scripts/vite/preload-route.ts';
import { savedScreenPage } from './scripts/vite/saved-screen-page.ts';
import { prerenderSignIn } from './scripts/vite/prerender-sign-in.ts';
import { shellPrecache } from './scripts/vite/shell-precache.ts';
import { webManifests } from './scripts/vite/web-manifests.ts';
import packageJson from './package.json' with { type: 'json' };
import { LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';

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

/** A module id matching any of these patterns; `/` stands for either path separator. */
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|').replaceAll('/', String.raw`[\\/]`));

/**
 * The one file every first visit starts with (issue 30): the entry and all it imports statically, React and the
 * router whole, and the few modules beyond the entry's static graph that the sign-in page and every signed-in
 * screen load (the inputs, groups and buttons of the sign-in form and of the shell's header, the footer). Left
 * to the bundler they were some forty files of a few hundred bytes to 9 KiB, each compressed on its own: the
 * sign-in page's 49 files weighed 169.0 KiB gzip, 157.4 in 12 (the dashboard 255.2 in 85, 242.5 in 51).
 */
const EVERY_FIRST_VISIT = anyOf(
  '/src/main\\.tsx$',
  '/index\\.html$',
  '^\0(vite/modulepreload-polyfill|rolldown/runtime)\\.js$',
  'node_modules/(react|react-dom|scheduler|use-sync-external-store)/',
  'node_modules/@tanstack/(router-core|react-router|history|store|react-store)/',
  'node_modules/@mantine/core/esm/components/(Input|InputBase|TextInput|Group|Paper|Anchor|ActionIcon)/',
  'node_modules/@mantine/hooks/esm/use-uncontrolled/',
  '/src/shell/footer\\.tsx$',
  '/src/lib/scope-change-guard\\.ts$',
);

/**
 * What only the signed-out pages load, in one file: the auth layout and the sign-in route with its form. Not
 * their dependencies (`includeDependenciesRecursively: false`): the auth card, PasswordInput, Divider and the form
 * helpers are also the profile's and the organization settings', which must not load the sign-in form with them.
 */
const SIGN_IN_ONLY = anyOf(
  '/src/routes/_auth(\\.tsx|/index\\.tsx|/-use-next\\.ts)',
  '/src/features/auth/components/(login-form|oidc-button)\\.tsx$',
  '/src/shell/auth-layout\\.tsx$',
  'node_modules/@mantine/core/esm/components/Center/',
);

/**
 * What every signed-in first visit loads beyond the entry, in one file: the signed-in layout (the shell: header,
 * menus, its popovers and scroll areas) with all it imports, and the query cache (TanStack Query and the
 * persisted copy), which the sign-in page does not load (src/app/query-layer.ts).
 */
const EVERY_SIGNED_IN_VISIT = anyOf(
  '/src/routes/_app\\.tsx\\?tsr-split=',
  '/src/app/query-layer\\.ts$',
  '/src/session/persisted-cache/query-persistence\\.ts$',
  'node_modules/@tanstack/(query-core|react-query)/',
);
/** TanStack Query's parts that only some screens use (lists loaded in pages, several queries at once). */
const SOME_SCREENS_ONLY = anyOf(
  '/(queriesObserver|infiniteQueryObserver|use(Suspense)?(Queries|InfiniteQuery))\\.js$',
);

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion) },
  plugins: [
    compileMessages(),
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
        // the worker is built apart, without the plugins above: its notifications' catalogs (src/shared/notification-words/messages/) are
        // compiled as the app's are
        buildPlugins: { vite: [compileMessages()] },
      },
      devOptions: { enabled: false },
    }),
    shell.plugin,
    sandboxDevServer(),
    // the sign-in screen (the first visit's route) is fetched with the entry, not after the router starts
    // and every other address (app.html) the signed-in layout and the query cache (one chunk: see below)
    preloadRoutes(['src/routes/_auth.tsx', 'src/routes/_auth/index.tsx'], 'src/routes/_auth', [
      'src/app/query-layer.ts',
    ]),
    // app.html paints the screen of its address as the app last rendered it, before the app has loaded
    savedScreenPage(buildVersion),
    // the sign-in screen's markup in the page itself, per brand (after preloadRoutes: it starts from that page)
    prerenderSignIn('/src/app/prerender.tsx'),
    // one web app manifest per brand, linked from that brand's page
    webManifests(),
    minifyPublicScripts(),
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
              name: 'app',
              test: EVERY_FIRST_VISIT,
              priority: 5,
            },
            {
              name: 'sign-in',
              test: SIGN_IN_ONLY,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // Lingui's runtime, in a file of its own: loaded by the catalogs that have plurals or selects
            // (scripts/vite/compile-messages.ts), never by the sign-in page in English
            {
              name: 'formatter',
              test: anyOf('/src/i18n/formatter\\.ts$', 'node_modules/@lingui/core/'),
              includeDependenciesRecursively: false,
              priority: 7,
            },
            // each language's catalogs in one file, fetched only when it is chosen (src/i18n/catalog-loader.ts)
            ...LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => ({
              name: `messages-${locale}`,
              test: (id: string) => id === `\0virtual:translations/${locale}`,
              includeDependenciesRecursively: false,
              priority: 6,
            })),
            {
              name: 'signed-in',
              test: (id) => EVERY_SIGNED_IN_VISIT.test(id) && !SOME_SCREENS_ONLY.test(id),
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
