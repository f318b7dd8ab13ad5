import { expect, test } from '@playwright/test';
import { expectDashboard } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO_PASSWORD, loginTokens } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Security review item 3: an invitation is for whoever reads the invited address. A newcomer who registered
 * that address must open the emailed verification link before the invitation can be accepted.
 */
test('register, open the verification link, then accept an invitation', async ({ page, request }) => {
  const email = `verify-${Date.now()}@demo.test`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Full name').fill('Vera Verified');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete="new-password"]').first().fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('I have read and accept the terms of service').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expectDashboard(page);
  // a new account is first asked for its notification configuration: not what this test is about
  const modal = page.getByRole('dialog', { name: 'Notification Configuration' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await expect(banner).toContainText(email);

  // the merchant invites the newcomer's address
  const owner = await loginTokens(request, DEMO_EMAIL.merchant);
  const invited = await request.post('/v1/team/invite', {
    headers: { Authorization: `Bearer ${owner.access.token}` },
    data: { email, role: 'developer' },
  });
  expect(invited.status()).toBe(201);
  const { organizationName } = ((await invited.json()) as { data: { organizationName: string } }).data;

  // not yet verified: refused, with the way out at hand
  await page.goto('/manage/organization/');
  const invitations = page.getByRole('region', { name: 'Invitations to you' });
  const accept = invitations.getByRole('button', { name: `Accept invitation to ${organizationName}` });
  await accept.click();
  await expect(invitations.getByRole('alert')).toContainText(
    'Verify your email address before accepting this invitation',
  );
  await expect(invitations.getByRole('button', { name: 'Resend email' })).toBeVisible();
  // the page content (banner, invitations); the header has checks of its own
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // the link registration sent (read from the test servers' outbox, as a person reads the server log)
  const outbox = await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const sent = ((await outbox.json()) as { data: { link: string | null }[] }).data;
  const link = sent.find((mail) => mail.link?.startsWith('/verify-email?'))?.link;
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectDashboard(page);
  await expect(banner).toBeHidden();

  await page.goto('/manage/organization/');
  await accept.click();
  await expect(invitations.getByRole('status')).toHaveText(`You joined ${organizationName} as developer.`);
  await expect(accept).toBeHidden();
});
