// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataOf } from '../../../src/api/client.ts';
import { RegisterForm } from '../../../src/features/auth/components/register-form.tsx';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import { SessionProvider } from '../../../src/session/context.tsx';
import { createCookieSession } from '../../../src/session/cookie-session.ts';
import { clearSessionCookies } from '../../../src/session/cookies.ts';
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
  clearSessionCookies();
  await activateLocale('en');
});
afterAll(() => harness.close());

async function renderRegisterForm(onRegistered: () => void) {
  const session = createCookieSession(await importTokenKey(harness.sandbox.publicKeyBase64), () => undefined);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SessionProvider session={session} endSession={async () => session.end()} oidc={null}>
          <RegisterForm onRegistered={onRegistered} />
        </SessionProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/register'] }),
  });
  const { api } = renderWithProviders(<RouterProvider router={router} />, { session });
  await screen.findByRole('heading');
  return api;
}

describe('the registration form', () => {
  it('checks each field with a whole message, and states the default organization name', async () => {
    await renderRegisterForm(vi.fn());
    const user = userEvent.setup();
    expect(screen.getByText('Optional. Default: your name followed by ’s organization')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Choose a password')).toBeInTheDocument();
    expect(screen.getByText('Repeat the password')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Maya');
    expect(screen.getByText("Optional. Default: Maya's organization")).toBeInTheDocument();
  });

  it('speaks French, keeps the default organization name as data, and registers the user in French', async () => {
    await activateLocale('fr');
    const onRegistered = vi.fn();
    const api = await renderRegisterForm(onRegistered);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(screen.getByText('Saisissez votre nom')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nom complet/ }), 'Maya Polyglotte');
    // (the page has a no-break space before the colon; Testing Library reads every space as one)
    expect(screen.getByText("Facultatif. Par défaut : Maya Polyglotte's organization")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maya.fr@demo.test');
    const [password, confirmation] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(password!, 'Fresh-pass-1');
    await user.type(confirmation!, 'Fresh-pass-1');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const profile = await dataOf(api.GET('/v1/user/profile'));
    expect(profile.language).toBe('fr');
    expect(profile.name).toBe('Maya Polyglotte');
  });
});
