// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 28, point 1, on screen: the provider's refusals of a logo upload (an unverified e-mail address, too
 * many uploads, a full image store) are said as text where the user picked the file, and the name they typed
 * stays in the form. Through msw to the sandbox, whose limits these are.
 */
const harness = sandboxHarnessForFile(cleanup);

// a 1×1 PNG
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const PNG = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));

/** Uploads images straight into the sandbox as `email` (what happened before the test); their statuses. */
async function uploadedBefore(email: string, count: number, size = PNG.length): Promise<number[]> {
  const { access } = await loginTokens(harness.sandbox, email);
  const bytes = Buffer.alloc(size);
  Buffer.from(PNG).copy(bytes);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await harness.sandbox.app.fetch(
      new Request('http://sandbox.local/v1/image/upload', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.token}` },
        body: JSON.stringify({ fileName: 'logo.png', mimeType: 'image/png', data: bytes.toString('base64') }),
      }),
    );
    statuses.push(reply.status);
  }
  return statuses;
}

function makeCurrent(email: string, organization: string) {
  harness.sandbox.db
    .prepare(
      'UPDATE users SET current_org_id = (SELECT _id FROM organizations WHERE name = ?) WHERE email = ?',
    )
    .run(organization, email);
}

/** Types a new name in the organization form, then picks a PNG as its logo; returns the form and the name box. */
async function renameAndPickLogo(as = DEMO_EMAIL.merchant) {
  const user = userEvent.setup();
  await renderApp(harness, '/manage/organization/', { as });
  await screen.findByRole('list', { name: 'Your organizations' });
  const form = screen.getByRole('form', { name: 'Edit organization' });
  const name = within(form).getByRole('textbox', { name: /Organization name/ });
  await user.clear(name);
  await user.type(name, 'Maya Roasters');
  await user.upload(
    form.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([PNG], 'logo.png', { type: 'image/png' }),
  );
  return { form, name };
}

describe("the provider's refusals of a logo upload, on the organization form", () => {
  it('asks an account whose e-mail address is not verified to verify it first', async () => {
    harness.sandbox.db
      .prepare('UPDATE users SET is_email_verified = 0 WHERE email = ?')
      .run(DEMO_EMAIL.merchant);
    try {
      const { form, name } = await renameAndPickLogo();
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Verify your email address before uploading images.',
      );
      expect(name).toHaveValue('Maya Roasters');
      expect(within(form).getByRole('button', { name: 'Upload logo' })).toBeEnabled();
    } finally {
      harness.sandbox.db
        .prepare('UPDATE users SET is_email_verified = 1 WHERE email = ?')
        .run(DEMO_EMAIL.merchant);
    }
  });

  it("says when the organization's image storage is full, and why images come back", async () => {
    // 20 images of 512 KB (10 MB) from two other members whose current organization is Maya's Coffee
    for (const member of ['viewer@demo.test', DEMO_EMAIL.developer]) {
      makeCurrent(member, "Maya's Coffee");
      expect(await uploadedBefore(member, 10, 524_288)).toEqual(Array(10).fill(200));
    }
    const { form, name } = await renameAndPickLogo();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Your organization's image storage (10 MB) is full. Images that are not a logo or an avatar are removed a day after they were uploaded.",
    );
    expect(name).toHaveValue('Maya Roasters');
  });

  it('says how long to wait once the account has uploaded too many images', async () => {
    // the admin, in Ada's Atelier (its own organization), has used up its uploads of the hour
    const statuses = await uploadedBefore(DEMO_EMAIL.admin, 21);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    const { form, name } = await renameAndPickLogo(DEMO_EMAIL.admin);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Too many image uploads from this account\. Try again in \d+ minutes?\.$/,
    );
    expect(name).toHaveValue('Maya Roasters');
  });
});
