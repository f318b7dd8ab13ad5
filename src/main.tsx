import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.ts';
import { loadRuntimeConfig, RuntimeConfigUnreachableError } from './api/runtime-config.ts';
import { importTokenKey } from './session/verify-token.ts';
import { resumeSession } from './session/resume.ts';
import { createApp } from './app/app.tsx';
import { ConfigError } from './app/config-error.tsx';
import { OfflineStart } from './app/offline-start.tsx';
import { warnRecoverableError } from './app/recoverable-error.ts';
import { PRERENDERED_SELECTOR, renderOverPrerendered } from './app/takeover.ts';
import { registerServiceWorkerAfterFirstPaint } from './app/service-worker/schedule.ts';
import { dismissSavedScreen } from './lib/saved-screen.ts';

const container = document.getElementById('root')!;
const root = createRoot(container, { onRecoverableError: warnRecoverableError });

async function start() {
  try {
    const config = await loadRuntimeConfig();
    // imported while the router loads the first screen: only a token's verification waits for the key
    const tokenKey = importTokenKey(config.jwtPublicKey);
    const { App, session, api, router, endSession } = createApp(config, tokenKey);
    // Session cookies (readable: not httpOnly) are resumed before the router runs its guards, so a signed-in
    // user opening / goes straight to the dashboard and never sees the sign-in form; without them this returns
    // at once, and the sign-in screen waits for nothing but its own route.
    await resumeSession(session, api, endSession);
    // The page's prerendered sign-in screen stays until the app can show the same screen: its route is loaded
    // before the first render, which would otherwise replace it with an empty page for a moment. (Other pages
    // render at once, as the router loads.) The key is settled by then, for the login form's misconfiguration
    // alert.
    const screen = container.querySelector(PRERENDERED_SELECTOR);
    await Promise.all([screen ? router.load() : null, session.keyReady]);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (!screen) return root.render(app);
    // the same screen, live, over the prerendered one; what the user did on it meanwhile is kept
    await renderOverPrerendered(root, container, screen, app);
  } catch (error) {
    dismissSavedScreen();
    // no configuration reachable and none saved (offline, server down): a way back in, not an error
    if (error instanceof RuntimeConfigUnreachableError) return root.render(<OfflineStart onRetry={start} />);
    root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />);
  }
}

// the worker after the app has rendered (or shown why it cannot start): it never delays the first screen
void start().then(registerServiceWorkerAfterFirstPaint);
