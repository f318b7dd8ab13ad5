import { expect, test } from '@playwright/test';
import { cookieMap, expectDashboard, logOutFromMenu } from './support/auth.ts';
import { loginTokens, signInThroughForm, signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test('the token verifier comes with signing in; logout from a short or a deep path; a tampered token shows nothing', async ({
  page,
  request,
}) => {
  // four journeys in one page: their time together
  test.setTimeout(120_000);
  await test.step('the sign-in screen of a first visit does not download the token verifier; signing in does', async () => {
    // the verifier's own refusal (src/session/jwt-verify.ts): present in whichever script carries it, whatever
    // the chunk is called.
    // The bodies are fetched again by URL: a response's body is gone once the page navigates away from it.
    const scriptUrls = new Set<string>();
    const noteScript = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scriptUrls.add(response.url());
    };
    const scriptsWithVerifier = async () => {
      const found: string[] = [];
      for (const url of scriptUrls) {
        const body = await (await page.request.get(url)).text();
        if (body.includes('RS256 signature verification failed')) found.push(url);
      }
      return found;
    };
    page.on('response', noteScript);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scriptUrls.size).toBeGreaterThan(0);
    expect(await scriptsWithVerifier()).toEqual([]);

    await signInThroughForm(page, DEMO_EMAIL.merchant);
    // the first login a fresh server checks: more than the default on a busy 2-core machine
    await expect(page).toHaveURL(/\/main\/dashboard\/$/, { timeout: 15_000 });
    await expectDashboard(page);
    page.off('response', noteScript);
    expect(await scriptsWithVerifier()).toHaveLength(1);
  });
  await test.step('logout from a short path: toast, cookies gone, /?next=, and the old tokens no longer work', async () => {
    const before = await cookieMap(page);
    await page.goto('/manage/apikey/');
    await logOutFromMenu(page);
    await expect(page).toHaveURL(/\/\?next=%2Fmanage%2Fapikey%2F$/);
    await expect(page.getByText('Logout successful')).toBeVisible();
    expect(Object.keys(await cookieMap(page))).toEqual([]);
    const profile = await request.get('/v1/user/profile', {
      headers: { Authorization: `Bearer ${before.access_token!.value}` },
    });
    expect(profile.status()).toBe(401);
    const refresh = await request.post('/v1/auth/refresh-tokens', {
      data: { refreshToken: before.refresh_token!.value },
    });
    expect(refresh.status()).toBe(401);
  });
  await test.step('logout from a path of more than 4 segments lands on /', async () => {
    // (the form signed in above; here only the session matters)
    await signInWithCookies(page, DEMO_EMAIL.merchant);
    await expectDashboard(page);
    // No screen is that deep yet: an unknown deep address shows "Page not found" inside the shell.
    await page.goto('/manage/payout/64b000000000000000000001/payments/2');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await logOutFromMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Logout successful')).toBeVisible();
    expect(Object.keys(await cookieMap(page))).toEqual([]);
  });
  await test.step('a tampered access token in the cookie never shows protected data', async () => {
    const token = (await loginTokens(request, DEMO_EMAIL.merchant)).access.token;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'master' })).toString('base64url');
    await page.goto('/');
    await page.context().addCookies([
      {
        name: 'access_token',
        value: `${header}.${forged}.${signature}`,
        domain: new URL(page.url()).hostname,
        path: '/',
        secure: true,
        sameSite: 'Strict',
      },
      {
        name: 'isAccepted',
        value: 'true',
        domain: new URL(page.url()).hostname,
        path: '/',
        secure: true,
        sameSite: 'Strict',
      },
    ]);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v1/') && r.headers().authorization) apiCalls.push(r.url());
    });
    await page.goto('/manage/transactions/');
    await expect(page).toHaveURL(/\/\?next=%2Fmanage%2Ftransactions%2F$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toHaveCount(0);
    expect(apiCalls).toEqual([]);
    expect((await cookieMap(page)).access_token).toBeUndefined();
  });
});
