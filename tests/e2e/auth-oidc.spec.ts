import { expect, test } from '@playwright/test';
import { cookieMap, expectDashboard } from './support/auth.ts';
import { originFor } from './support/sign-in.ts';

test('the external provider: a replayed callback and a form posted from another site are refused; it signs a known identity in and registers a new one', async ({
  page,
  request,
}) => {
  // four journeys in one page: their time together
  test.setTimeout(120_000);
  await test.step('a replayed callback URL is refused', async () => {
    await page.goto('/oidc-callback?code=stolen&state=guess');
    await expect(page.getByRole('alert')).toContainText('no longer valid');
    expect((await cookieMap(page)).access_token).toBeUndefined();
  });
  await test.step('a sign-in form posted from another site is refused, even with the token of a page the person opened', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox ID' })).toBeVisible();
    const token = await page.locator('input[name="consent"]').inputValue();
    // another site's page (here another origin of the same server) posts the form for the merchant at once
    const forged = `${originFor('admin.localhost')}/forged-sign-in`;
    await page.route(forged, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${originFor()}/oidc/authorize">
        <input type="hidden" name="consent" value="${token}"><input type="hidden" name="identity" value="idp-maya">
        <input type="hidden" name="decision" value="allow"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    await page.goto(forged);
    await expect(page.getByRole('heading', { name: 'Sign-in request refused' })).toBeVisible();
    await expect(page.getByText('came from another site')).toBeVisible();
    expect(page.url()).toBe(`${originFor()}/oidc/authorize`);
    expect((await cookieMap(page)).access_token).toBeUndefined();
  });
  await test.step('the external provider signs a known identity in', async () => {
    await page.goto('/?next=%2Fmanage%2Fapikey%2F');
    await page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox ID' })).toBeVisible();
    await page.getByLabel(/Maya Merchant/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/manage\/apikey\/$/);
    const stored = await page.evaluate(() => Object.keys(sessionStorage).join(','));
    expect(stored).not.toContain('auth.oidc');
  });
  await test.step('the external provider registers a new identity with a default organization name', async () => {
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
    await page.getByLabel(/Ada/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/terms/);
    await page.getByLabel('I have read and accept the terms of service').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expectDashboard(page);
    const token = (await cookieMap(page)).access_token!.value;
    const orgs = await request.get('/v1/org/member/organizations', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await orgs.json())).toContain("Ada's organization");
  });
});
