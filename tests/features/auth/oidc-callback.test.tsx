// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { cleanup, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OidcCallback } from '../../../src/features/auth/components/oidc-callback.tsx';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import { SessionProvider, type OidcSettings } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { importTokenKey } from '../../../src/session/verify-token.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { startSandboxHarness, type SandboxHarness } from '../../support/sandbox-msw.ts';

// jsdom has no scrolling; the router's scroll restoration calls it
window.scrollTo = () => undefined;

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await activateLocale('en');
});
afterAll(() => harness.close());

const ISSUER: OidcSettings = {
  issuer: 'https://id.example.com',
  clientId: 'back-office',
  name: 'Example ID',
};

/** The callback screen as the identity provider's redirect opens it, with no round trip started here. */
async function openCallback(
  oidc: OidcSettings | null,
  search: { code?: string; state?: string; error?: string },
) {
  const session = createCookieSession(await importTokenKey(harness.sandbox.publicKeyBase64), () => undefined);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SessionProvider session={session} endSession={async () => session.end()} oidc={oidc}>
          <OidcCallback {...search} onSignedIn={vi.fn()} onMfaStep={vi.fn()} />
        </SessionProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/oidc-callback'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { session });
}

describe('the identity provider’s callback screen', () => {
  it('says in words why the sign-in did not finish', async () => {
    await openCallback(ISSUER, { code: 'c', state: 'not-ours' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is no longer valid. Please start again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    cleanup();
    await openCallback(null, { code: 'c', state: 's' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No identity provider is configured.');
  });

  it('says it in the language chosen', async () => {
    await activateLocale('fr');
    await openCallback(ISSUER, { code: 'c', state: 'not-ours' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de connexion n’est plus valide. Veuillez recommencer.',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });
});
