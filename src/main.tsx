import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import './app/styles.ts';
import { loadRuntimeConfig, RuntimeConfigUnreachableError } from './api/runtime-config.ts';
import { importTokenKey } from './session/verify-token.ts';
import { resumeSession } from './session/resume.ts';
import { createApp } from './app/app.tsx';
import { ConfigError } from './app/config-error.tsx';
import { OfflineStart } from './app/offline-start.tsx';
import { warnRecoverableError } from './app/recoverable-error.ts';
import {
  discardPrerenderedScreen,
  hydratePrerenderedScreen,
  showsPrerenderedScreen,
} from './app/hydrate-sign-in.tsx';
import { registerServiceWorkerAfterFirstPaint } from './app/service-worker/schedule.ts';
import { dismissSavedScreen } from './lib/saved-screen.ts';
import { activateLocale, bootLocale } from './i18n/locale-store.ts';

const container = document.getElementById('root')!;
let root: Root | undefined;

/** Renders into #root from scratch: every page but a shown prerendered sign-in screen, which is hydrated. */
function render(node: ReactNode) {
  discardPrerenderedScreen(container);
  root ??= createRoot(container, { onRecoverableError: warnRecoverableError });
  root.render(node);
}

async function start() {
  // The page's language (theme-boot.js chose it) is loaded with everything else; English loads nothing. A
  // catalog that cannot load (offline before it was ever cached) leaves the app in English rather than closed.
  const language = activateLocale(bootLocale()).catch(() => undefined);
  try {
    const config = await loadRuntimeConfig();
    // imported while the router loads the first screen: only a token's verification waits for the key
    const tokenKey = importTokenKey(config.jwtPublicKey);
    const { App, session, api, router, endSession } = createApp(config, tokenKey);
    // Session cookies (readable: not httpOnly) are resumed before the router runs its guards, so a signed-in
    // user opening / goes straight to the dashboard and never sees the sign-in form; without them this returns
    // at once, and the sign-in screen waits for nothing but its own route.
    await resumeSession(session, api, endSession);
    // The prerendered sign-in screen is hydrated once its route is loaded: the first render must be that very
    // screen. (Other pages render at once, as the router loads.) The key is settled by then, for the login
    // form's misconfiguration alert.
    const hydrate = showsPrerenderedScreen(container);
    await Promise.all([hydrate ? router.load() : null, session.keyReady, language]);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (hydrate) hydratePrerenderedScreen(container, app);
    else render(app);
  } catch (error) {
    dismissSavedScreen();
    await language;
    // no configuration reachable and none saved (offline, server down): a way back in, not an error
    if (error instanceof RuntimeConfigUnreachableError) return render(<OfflineStart onRetry={start} />);
    render(<ConfigError message={error instanceof Error ? error.message : String(error)} />);
  }
}

// the worker after the app has rendered (or shown why it cannot start): it never delays the first screen
void start().then(registerServiceWorkerAfterFirstPaint);
