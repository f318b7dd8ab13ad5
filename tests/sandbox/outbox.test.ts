import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import type { Email } from '../../sandbox/mail.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

async function forgotPassword(s: Sandbox, email: string) {
  await s.app.fetch(
    new Request('http://sandbox.test/v1/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
}

describe('the email outbox', () => {
  it('is not served over HTTP by default, so nobody can read another user’s reset link', async () => {
    sandbox = await createSandbox();
    await forgotPassword(sandbox, DEMO_EMAIL.merchant);
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/__sandbox/outbox?to=merchant@demo.test'),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('reset-password');
  });

  it('hands every email to the log, where a person trying the product reads the link', async () => {
    const logged: Email[] = [];
    sandbox = await createSandbox({ logEmail: (email) => logged.push(email) });
    await forgotPassword(sandbox, DEMO_EMAIL.merchant);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ to: DEMO_EMAIL.merchant, subject: 'Reset your password' });
    expect(logged[0]!.link).toMatch(/^\/reset-password\?token=[0-9a-f]{48}$/);
  });

  it('is served only when the test-only setting asks for it', async () => {
    sandbox = await createSandbox({ exposeOutbox: true });
    await forgotPassword(sandbox, DEMO_EMAIL.merchant);
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/__sandbox/outbox?to=merchant@demo.test'),
    );
    const body = (await response.json()) as { data: { link: string }[] };
    expect(body.data[0]!.link).toMatch(/^\/reset-password\?token=/);
  });
});
