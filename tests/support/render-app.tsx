import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApp } from '../../src/app/app.tsx';
import { warnRecoverableError } from '../../src/app/recoverable-error.ts';
import { resumeSession } from '../../src/session/resume.ts';
import { clearSessionCookies } from '../../src/session/cookies.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { API_ORIGIN, type SandboxHarness } from './sandbox-msw.ts';
import { signInWithCookies } from './sign-in.ts';

/**
 * Route-level integration: the whole app (router, guards, shell, queries) rendered in jsdom at `path`, talking
 * through msw to the in-process sandbox. Test files using it run under jsdom with an https URL, so the Secure
 * session cookies are kept: `// @vitest-environment jsdom` and
 * `// @vitest-environment-options {"url": "https://localhost/"}`.
 */
export async function renderApp(
  harness: SandboxHarness,
  path: string,
  options: { as?: string; vapidPublicKey?: string } = {},
) {
  clearSessionCookies();
  sessionStorage.clear();
  scopeStore.reload();
  const tokenKey = await importTokenKey(harness.sandbox.publicKeyBase64);
  const config = {
    apiBaseUrl: API_ORIGIN,
    jwtPublicKey: harness.sandbox.publicKeyBase64,
    vapidPublicKey: options.vapidPublicKey ?? '',
  };
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp(config, tokenKey, history);
  if (options.as) await signInWithCookies(app.session, harness.sandbox, options.as);
  await resumeSession(app.session, app.api, app.endSession);
  // the root as src/main.tsx creates it
  const view = render(<app.App />, { onRecoverableError: warnRecoverableError });
  return { ...view, ...app, history };
}
