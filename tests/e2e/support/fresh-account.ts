/** A newly registered account signed in, for journeys that change a user's own settings (password, MFA, …). */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, originFor } from './sign-in.ts';

interface Registered {
  user: { _id: string; organizationId: string };
  tokens: { access: { token: string }; refresh: { token: string } };
}

/**
 * Registers a fresh account through the API, accepts the terms for it, writes the session cookies a login
 * leaves and opens `path`. Tests that change a password or MFA use one of these, never a shared demo account
 * that the other specs on the same sandbox sign in to.
 */
export async function signInFreshAccount(page: Page, prefix: string, path: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const response = await page.request.post('/v1/auth/register', {
    data: { name: 'Fresh Profile', email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: Registered };
  const accepted = await page.request.patch('/v1/user/updateTermsCondition', {
    data: { isAccepted: true },
    headers: { Authorization: `Bearer ${data.tokens.access.token}` },
  });
  expect(accepted.status()).toBe(200);
  const origin = originFor();
  const cookies = {
    access_token: data.tokens.access.token,
    refresh_token: data.tokens.refresh.token,
    orgID: data.user.organizationId,
    env: 'test',
    isAccepted: 'true',
  };
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: origin,
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto(`${origin}${path}`);
  // the registration's own access token: a sign-in of its own (a fresh proof for step-up), for API set-up
  return { email, accessToken: data.tokens.access.token };
}
