// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { ApiClientProvider } from '../../../src/api/context.tsx';
import { createApp } from '../../../src/app/app.tsx';
import { theme } from '../../../src/app/theme.ts';
import { ProfileDetailsForm } from '../../../src/features/profile/components/profile-details-form.tsx';
import { clearSessionCookies } from '../../../src/session/cookies.ts';
import { SessionProvider } from '../../../src/session/context.tsx';
import { scopeStore, sessionScope } from '../../../src/session/scope.ts';
import { importTokenKey } from '../../../src/session/verify-token.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../../support/sandbox-msw.ts';
import { loginTokens, signInWithCookies } from '../../support/sign-in.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

/** The profile's name and avatar form (composed into /manage/profile by the profile page) against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

// a 1×1 PNG
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** The form alone, signed in as `email`, with the app's own session, client and query client. */
async function renderForm(email: string) {
  clearSessionCookies();
  scopeStore.reload();
  const key = await importTokenKey(harness.sandbox.publicKeyBase64);
  const app = createApp(
    { apiBaseUrl: API_ORIGIN, jwtPublicKey: harness.sandbox.publicKeyBase64, vapidPublicKey: '' },
    key,
  );
  await signInWithCookies(app.session, harness.sandbox, email);
  const { queryClient } = await app.queries.load();
  const scope = sessionScope(app.session.claims()?.sub, scopeStore.get());
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={app.api}>
          <SessionProvider session={app.session} endSession={app.endSession} oidc={null}>
            <Suspense fallback="Loading">
              <ProfileDetailsForm scope={scope} />
            </Suspense>
          </SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.findByRole('form', { name: 'Name and avatar' });
}

const sent = (path: string) => harness.requests.filter((request) => request.path === path).length;

describe('the profile name and avatar form', () => {
  it('opens with the profile and checks the name before sending', async () => {
    const user = userEvent.setup();
    const form = await renderForm(DEMO_EMAIL.developer);
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).not.toHaveValue('');
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Enter your name')).toBeInTheDocument();
    expect(sent('/v1/user/update-profile')).toBe(0);
  });

  it("shows the provider's refusal as text and keeps the typed name", async () => {
    const user = userEvent.setup();
    const form = await renderForm(DEMO_EMAIL.developer);
    harness.server.use(
      http.patch(`${API_ORIGIN}/v1/user/update-profile`, () =>
        HttpResponse.json(
          { code: 0, data: 'body.name must not contain control characters' },
          { status: 400 },
        ),
      ),
    );
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Dev Eloper');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'body.name must not contain control characters',
    );
    expect(name).toHaveValue('Dev Eloper');
  });

  it('uploads an avatar to the image service and saves it with the name', async () => {
    const user = userEvent.setup();
    const form = await renderForm(DEMO_EMAIL.developer);
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Devi Developer');
    await user.upload(
      form.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([PNG], 'me.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('button', { name: 'Replace avatar' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const { access } = await loginTokens(harness.sandbox, DEMO_EMAIL.developer);
    const reply = await harness.sandbox.app.fetch(
      new Request('http://sandbox.local/v1/user/profile', {
        headers: { Authorization: `Bearer ${access.token}` },
      }),
    );
    const profile = ((await reply.json()) as { data: { name: string; avatar: string } }).data;
    expect(profile.name).toBe('Devi Developer');
    expect(profile.avatar).toMatch(/^https:\/\/ik\.imagekit\.io\/sandbox\/[0-9a-f]{24}\.png$/);
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Avatar of Devi Developer' })).toHaveAttribute(
        'src',
        profile.avatar,
      ),
    );
  });
});
