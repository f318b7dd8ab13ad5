/** Contract cases of the email verification extension (verifyEmail, sendVerificationEmail). */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let counter = 0;

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** The token of the newest verification link emailed to `email` (read from the test-only outbox). */
async function verificationToken(ctx: ContractContext, email: string): Promise<string> {
  const outbox = await json<{ link: string | null }[]>(
    await ctx.call('GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`),
  );
  const link = outbox.find((sent) => sent.link?.startsWith('/verify-email?'))?.link;
  if (!link) throw new Error(`no verification email to ${email}`);
  return new URL(link, 'http://sandbox').searchParams.get('token')!;
}

/** Opens the verification link a fresh account was emailed, as its owner would before accepting invitations. */
export async function verifyEmailOf(ctx: ContractContext, email: string): Promise<Response> {
  const token = await verificationToken(ctx, email);
  return ctx.call('POST', '/v1/auth/verify-email', { body: { token } });
}

async function registered(ctx: ContractContext) {
  const email = `verify-${++counter}-${Date.now()}@demo.test`;
  const res = await ctx.call('POST', '/v1/auth/register', {
    body: { name: `Verify ${counter}`, email, password: 'Fresh-pass-1' },
  });
  const data = await json<{ user: { _id: string }; tokens: { access: { token: string } } }>(res);
  return { email, userId: data.user._id, access: data.tokens.access.token };
}

export const cases: ContractCase[] = [
  {
    operationId: 'verifyEmail',
    run: async (ctx) => verifyEmailOf(ctx, (await registered(ctx)).email),
  },
  {
    operationId: 'verifyEmail',
    status: 400,
    run: (ctx) => ctx.call('POST', '/v1/auth/verify-email', { body: { token: 'bogus' } }),
  },
  {
    operationId: 'sendVerificationEmail',
    run: async (ctx) => {
      const user = await registered(ctx);
      // the contract sandbox runs on the real clock: date registration's email a minute back instead of waiting
      ctx.db
        .prepare("UPDATE email_verifications SET created_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?")
        .run(user.userId);
      return ctx.call('POST', '/v1/auth/send-verification-email', { token: user.access });
    },
  },
  {
    operationId: 'sendVerificationEmail',
    status: 429,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/send-verification-email', { token: (await registered(ctx)).access }),
  },
  {
    operationId: 'sendVerificationEmail',
    status: 409,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/send-verification-email', {
        token: (await ctx.login(DEMO_EMAIL.merchant)).access,
      }),
  },
  {
    operationId: 'sendVerificationEmail',
    status: 401,
    run: (ctx) => ctx.call('POST', '/v1/auth/send-verification-email'),
  },
];
