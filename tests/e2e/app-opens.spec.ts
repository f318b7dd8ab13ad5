import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/sign-in.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

test('the built app opens on its sign-in page: headers, its chunks and styles linked, the configuration fetched once, the sandbox on the same origin', async ({
  page,
}) => {
  // what three page loads were given, for one
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  const response = await page.goto('/');

  await test.step('served with its configuration and security headers', async () => {
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  await test.step('a first visit fetches the sign-in screen with the entry and the configuration only once', async () => {
    const html = (await response?.text()) ?? '';
    // the sign-in route's chunks and CSS are linked from the page itself, not discovered by the router: the
    // stylesheets as links, the chunks listed for the guard, which preloads them with the entry after the paint
    expect(html).toMatch(/<meta name="app-modules" content="[^"]*\/assets\/auth-card-[^"]+\.js&quot;/);
    await expect(page.locator('link[rel=modulepreload][href^="/assets/auth-card-"]')).toHaveCount(1);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(stylesheets.length).toBeGreaterThanOrEqual(2);
    expect(configRequests).toHaveLength(1);

    // a signed-in deep link gets the plain page: it never pays for the sign-in screen's preloads
    const deepLink = await page.request.get('/main/dashboard/');
    expect(await deepLink.text()).not.toContain('auth-card-');
  });

  await test.step("Mantine's per-component styles load in the right order (buttons are filled, not reset)", async () => {
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeVisible();
    const background = await signIn.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  await test.step('the sandbox provider answers on the same origin and its token verifies in the browser', async () => {
    // the closure runs in the page: the credentials travel as its argument
    const outcome = await page.evaluate(
      async (credentials) => {
        const config = (await (await fetch('/config.json')).json()) as { jwtPublicKey: string };
        const response = await fetch('/v1/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(credentials),
        });
        const body = (await response.json()) as {
          code: number;
          data: { tokens: { access: { token: string } } };
        };
        const [header, payload, signature] = body.data.tokens.access.token.split('.');
        const pem = atob(config.jwtPublicKey);
        const der = Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
        const key = await crypto.subtle.importKey(
          'spki',
          der,
          { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
          false,
          ['verify'],
        );
        const toBytes = (part: string) =>
          Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
        const valid = await crypto.subtle.verify(
          'RSASSA-PKCS1-v1_5',
          key,
          toBytes(signature!),
          new TextEncoder().encode(`${header}.${payload}`),
        );
        return {
          code: body.code,
          alg: JSON.parse(atob(header!)).alg as string,
          valid,
          cache: response.headers.get('cache-control'),
        };
      },
      { email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD },
    );
    expect(outcome).toEqual({
      code: 1,
      alg: 'RS256',
      valid: true,
      cache: expect.stringContaining('no-store'),
    });
    expect(outcome).toEqual({
      code: 1,
      alg: 'RS256',
      valid: true,
      cache: expect.stringContaining('no-store'),
    });
  });
});

test('a deep link loads the app shell and shows its route', async ({ page }) => {
  // signed-in routes need a session (issue 3): the deep link goes through the login and back
  await page.goto('/manage/payout/64b000000000000000000001?showPayment=true');
  await signInThroughForm(page, DEMO_EMAIL.merchant);
  await expect(page).toHaveURL(/\/manage\/payout\/64b000000000000000000001\?showPayment=true$/);
  // the id is made up: the payout page itself says so
  await expect(page.getByRole('heading', { name: 'Payout not found' })).toBeVisible();
});

test("the entry's stylesheet (Mantine's baseline and globals) is linked before any other", async ({
  request,
}) => {
  for (const path of ['/', '/main/dashboard/']) {
    const html = await (await request.get(path)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(stylesheets[0], `${path}: ${stylesheets.join(', ')}`).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  }
});
