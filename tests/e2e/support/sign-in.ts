/**
 * The browser layer's ways to sign in (vitest has its own in tests/support/sign-in.ts): `signInThroughForm`
 * types into the login form like a user, `signInWithCookies` skips the form and writes the session cookies a
 * login leaves, `loginTokens` only asks the provider for a token pair.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DASHBOARD_PATH } from '../../../src/lib/menu.ts';
import { DEMO_PASSWORD } from '../../support/demo.ts';

/** The password of every demo account, for the helpers' callers. */
export { DEMO_PASSWORD };

interface LoginTokens {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

/** The claims of an access token (decoded only: the app verifies it, the test just copies the scope). */
function claimsOf(token: string): {
  organizationId?: string | null;
  defaultEnv?: string;
  isAccepted?: boolean;
  role?: string;
} {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Logs a demo account in through POST /v1/auth/login and returns its token pair. */
export async function loginTokens(request: APIRequestContext, email: string): Promise<LoginTokens> {
  const response = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const body = (await response.json()) as { code: number; data: { tokens?: LoginTokens } };
  if (body.code !== 1 || !body.data.tokens)
    throw new Error(`login of ${email} did not complete: ${JSON.stringify(body)}`);
  return body.data.tokens;
}

/** The origin the app is served from, for another host name on the same port (e.g. admin.localhost). */
export function originFor(host = 'localhost'): string {
  return `http://${host}:${process.env.E2E_PORT}`;
}

/** Fills the login form on the page and submits it. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  // the label reads 'Password *' (required): match the field by its purpose
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs a demo account in without the form, leaving what a login leaves: the session cookies of
 * docs/product/03-entities.md §3.11 (access_token, refresh_token, orgID, env, isAccepted,
 * selectedMasterOrgId), Secure and SameSite=Strict; then opens `path`, by default the dashboard (on `host`,
 * default localhost).
 */
export async function signInWithCookies(
  page: Page,
  email: string,
  options: { host?: string; path?: string; origin?: string } = {},
) {
  const tokens = await loginTokens(page.request, email);
  const claims = claimsOf(tokens.access.token);
  // `origin`: a server of the test's own (the page's context has it as baseURL), not the shared one
  const origin = options.origin ?? originFor(options.host);
  const values: Record<string, string> = {
    access_token: tokens.access.token,
    refresh_token: tokens.refresh.token,
    orgID: claims.organizationId ?? '',
    env: claims.defaultEnv === 'live' ? 'live' : 'test',
    isAccepted: claims.isAccepted === true ? 'true' : 'false',
  };
  if (claims.role === 'master') values.selectedMasterOrgId = '';
  await page.context().addCookies(
    Object.entries(values).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: origin,
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto(`${origin}${options.path ?? DASHBOARD_PATH}`);
  return { tokens, claims };
}
