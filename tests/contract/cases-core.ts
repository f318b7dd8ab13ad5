/**
 * Contract cases for the core operations (auth, notifications, organizations, team, user, config, push).
 * All cases share one sandbox with the money cases: anything that changes state works on freshly registered
 * users, so the demo accounts keep their organization, environment and password.
 */
import { DEMO_TOTP_SECRET } from '../../sandbox/seed.ts';
import { currentCode } from '../../sandbox/totp.ts';
import { verifyEmailOf } from './cases-email-verification.ts';
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Fresh {
  access: string;
  refresh: string;
  userId: string;
  orgId: string;
  email: string;
}

let counter = 0;
const PASSWORD = 'Fresh-pass-1';

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** A newly registered user who owns a new organization. */
async function fresh(ctx: ContractContext): Promise<Fresh> {
  const email = `core-${++counter}-${Date.now()}@demo.test`;
  const res = await ctx.call('POST', '/v1/auth/register', {
    body: { name: `Core ${counter}`, email, password: PASSWORD },
  });
  const data = await json<{
    user: { _id: string; organizationId: string };
    tokens: { access: { token: string }; refresh: { token: string } };
  }>(res);
  return {
    access: data.tokens.access.token,
    refresh: data.tokens.refresh.token,
    userId: data.user._id,
    orgId: data.user.organizationId,
    email,
  };
}

/** A fresh user whose email address is verified (what an upload asks for). */
async function verifiedFresh(ctx: ContractContext): Promise<Fresh> {
  const user = await fresh(ctx);
  await verifyEmailOf(ctx, user.email);
  return user;
}

// a 1×1 PNG
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A fresh user whose email is verified: only such an owner or admin may send invitations. */
const verifiedOwner = verifiedFresh;

/** A fresh owner with a fresh invitee (both emails verified, invitation not yet accepted). */
async function ownerAndInvitee(ctx: ContractContext) {
  const owner = await verifiedOwner(ctx);
  const invitee = await fresh(ctx);
  // only a verified address may answer an invitation
  await verifyEmailOf(ctx, invitee.email);
  const res = await ctx.call('POST', '/v1/team/invite', {
    token: owner.access,
    body: { email: invitee.email, role: 'developer' },
  });
  const invitation = await json<{ _id: string }>(res);
  return { owner, invitee, invitationId: invitation._id };
}

/** …and the invitee accepted, so the owner's org has a second member. */
async function ownerWithMember(ctx: ContractContext) {
  const { owner, invitee, invitationId } = await ownerAndInvitee(ctx);
  await ctx.call('PATCH', '/v1/team/invitation/update?status=accepted', {
    token: invitee.access,
    body: { invitationId },
  });
  return { owner, member: invitee };
}

/** The MFA step of a fresh user's login (mfa_status not-initiated): what the mfa/* calls need. */
async function mfaStep(ctx: ContractContext): Promise<{ id: string; challenge: string }> {
  const user = await fresh(ctx);
  const res = await ctx.call('POST', '/v1/auth/login', { body: { email: user.email, password: PASSWORD } });
  const { id, challenge } = await json<{ id: string; challenge: string }>(res);
  return { id, challenge };
}

/** A fresh user who turned MFA on from the profile: the access token of the session it got, its TOTP secret. */
async function freshWithMfa(ctx: ContractContext): Promise<{ access: string; secret: string }> {
  const user = await fresh(ctx);
  const { id, challenge } = await json<{ id: string; challenge: string }>(
    await ctx.call('POST', '/v1/auth/mfa/enroll', { token: user.access, body: { password: PASSWORD } }),
  );
  const step = { id, challenge };
  const { secret } = await json<{ secret: string }>(
    await ctx.call('POST', '/v1/auth/mfa/set', { body: step }),
  );
  const session = await json<{ tokens: { access: { token: string } } }>(
    await ctx.call('POST', '/v1/auth/mfa/verify-otp', {
      body: { ...step, otp: currentCode(secret, new Date()) },
    }),
  );
  // the step's session replaced the sign-in that began it
  return { access: session.tokens.access.token, secret };
}

const merchant = (ctx: ContractContext) => ctx.login(DEMO_EMAIL.merchant);
const get =
  (path: string, email = DEMO_EMAIL.merchant) =>
  async (ctx: ContractContext) =>
    ctx.call('GET', path, { token: (await ctx.login(email)).access });

export const cases: ContractCase[] = [
  // ── auth
  {
    operationId: 'login',
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD } }),
  },
  {
    operationId: 'login',
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/login', { body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD } }),
  },
  {
    operationId: 'login',
    status: 401,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/login', { body: { email: DEMO_EMAIL.merchant, password: 'wrong-1234' } }),
  },
  {
    // an email (known or not) whose 20 failed passwords of the last 15 minutes used up its allowance
    operationId: 'login',
    status: 429,
    async run(ctx) {
      const body = { email: `locked-${Date.now()}@demo.test`, password: 'Wrong-pass-1' };
      for (let i = 0; i < 20; i++) await ctx.call('POST', '/v1/auth/login', { body });
      return ctx.call('POST', '/v1/auth/login', { body });
    },
  },
  {
    operationId: 'login',
    status: 400,
    run: (ctx) => ctx.call('POST', '/v1/auth/login', { body: { email: 'not-an-email', password: 'x' } }),
  },
  {
    operationId: 'verifyOtp',
    async run(ctx) {
      const step = await json<{ id: string; challenge: string }>(
        await ctx.call('POST', '/v1/auth/login', {
          body: { email: DEMO_EMAIL.mfa, password: DEMO_PASSWORD },
        }),
      );
      return ctx.call('POST', '/v1/auth/mfa/verify-otp', {
        body: { id: step.id, challenge: step.challenge, otp: currentCode(DEMO_TOTP_SECRET, new Date()) },
      });
    },
  },
  {
    operationId: 'verifyOtp',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/verify-otp', { body: { ...(await mfaStep(ctx)), otp: '000000' } }),
  },
  {
    operationId: 'setMfa',
    run: async (ctx) => ctx.call('POST', '/v1/auth/mfa/set', { body: await mfaStep(ctx) }),
  },
  {
    operationId: 'setMfa',
    status: 401,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/set', {
        body: { id: 'ffffffffffffffffffffffff', challenge: 'C'.repeat(43) },
      }),
  },
  {
    // the id of a user who is at the MFA step right now, without that login's challenge
    operationId: 'skipMfa',
    status: 401,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/skip', {
        body: { id: (await mfaStep(ctx)).id, challenge: 'C'.repeat(43) },
      }),
  },
  {
    operationId: 'skipMfa',
    run: async (ctx) => ctx.call('POST', '/v1/auth/mfa/skip', { body: await mfaStep(ctx) }),
  },
  {
    operationId: 'startMfaEnrollment',
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/enroll', {
        token: (await fresh(ctx)).access,
        body: { password: PASSWORD },
      }),
  },
  {
    operationId: 'startMfaEnrollment',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/enroll', {
        token: (await fresh(ctx)).access,
        body: { password: 'Wrong-pass-1' },
      }),
  },
  {
    operationId: 'disableMfa',
    async run(ctx) {
      const { access, secret } = await freshWithMfa(ctx);
      // the code of the next time step: the current one was used to turn MFA on
      const otp = currentCode(secret, new Date(Date.now() + 30_000));
      return ctx.call('POST', '/v1/auth/mfa/disable', { token: access, body: { otp } });
    },
  },
  {
    operationId: 'disableMfa',
    status: 409,
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/mfa/disable', { token: (await fresh(ctx)).access, body: { otp: '123456' } }),
  },
  {
    operationId: 'register',
    status: 201,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/register', {
        body: {
          name: 'Reg User',
          email: `reg-${Date.now()}@demo.test`,
          password: 'Abcdefg-1',
          organizationName: 'Reg Org',
        },
      }),
  },
  {
    // the language the user registers in (stored, returned with the user)
    operationId: 'register',
    status: 201,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/register', {
        body: {
          name: 'Reg Fr',
          email: `reg-fr-${Date.now()}@demo.test`,
          password: 'Abcdefg-1',
          language: 'fr',
        },
      }),
  },
  {
    operationId: 'register',
    status: 400,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/register', {
        body: {
          name: 'Reg De',
          email: `reg-de-${Date.now()}@demo.test`,
          password: 'Abcdefg-1',
          language: 'de',
        },
      }),
  },
  {
    operationId: 'register',
    status: 409,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/register', {
        body: { name: 'Dup', email: DEMO_EMAIL.merchant, password: 'Abcdefg-1' },
      }),
  },
  {
    operationId: 'register',
    status: 400,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/register', {
        body: { name: 'Weak', email: 'weak@demo.test', password: 'abcdefgh' },
      }),
  },
  {
    operationId: 'forgotPassword',
    run: (ctx) => ctx.call('POST', '/v1/auth/forgot-password', { body: { email: 'nobody@demo.test' } }),
  },
  {
    // one email's 5 reset emails of the hour used up (known or not)
    operationId: 'forgotPassword',
    status: 429,
    async run(ctx) {
      const body = { email: `reset-${Date.now()}@demo.test` };
      for (let i = 0; i < 5; i++) await ctx.call('POST', '/v1/auth/forgot-password', { body });
      return ctx.call('POST', '/v1/auth/forgot-password', { body });
    },
  },
  {
    operationId: 'resetPassword',
    async run(ctx) {
      const user = await fresh(ctx);
      await ctx.call('POST', '/v1/auth/forgot-password', { body: { email: user.email } });
      const outbox = await json<{ link: string }[]>(
        await ctx.call('GET', `/__sandbox/outbox?to=${encodeURIComponent(user.email)}`),
      );
      const token = new URL(outbox[0]!.link, 'http://sandbox').searchParams.get('token')!;
      // issue 46: the reset may remove the account's passkeys too
      return ctx.call('POST', `/v1/auth/reset-password?token=${token}`, {
        body: { password: 'Changed-pass-2', removePasskeys: true },
      });
    },
  },
  {
    operationId: 'resetPassword',
    status: 400,
    run: (ctx) =>
      ctx.call('POST', '/v1/auth/reset-password?token=bogus', { body: { password: 'Changed-pass-2' } }),
  },
  {
    operationId: 'logout',
    run: async (ctx) => {
      const u = await fresh(ctx);
      return ctx.call('POST', '/v1/auth/logout', { token: u.access, body: { refreshToken: u.refresh } });
    },
  },
  {
    operationId: 'updatePassword',
    run: async (ctx) => {
      const u = await fresh(ctx);
      return ctx.call('PATCH', '/v1/auth/update-password', {
        token: u.access,
        body: { currentPassword: PASSWORD, password: 'Another-pass-3', removePasskeys: false },
      });
    },
  },
  {
    operationId: 'updatePassword',
    status: 400,
    run: async (ctx) => {
      const u = await fresh(ctx);
      return ctx.call('PATCH', '/v1/auth/update-password', {
        token: u.access,
        body: { currentPassword: 'Wrong-pass-1', password: 'Another-pass-3' },
      });
    },
  },
  {
    operationId: 'refreshTokens',
    run: async (ctx) =>
      ctx.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: (await fresh(ctx)).refresh } }),
  },
  {
    // issue 46: a member an organization now requires two-step verification of gets the setup step (RefreshMfaStep)
    operationId: 'refreshTokens',
    run: async (ctx) => {
      const u = await fresh(ctx);
      await ctx.call('PATCH', '/v1/org/update', { token: u.access, body: { requireMfa: true } });
      return ctx.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: u.refresh } });
    },
  },
  {
    operationId: 'refreshTokens',
    status: 401,
    run: (ctx) => ctx.call('POST', '/v1/auth/refresh-tokens', { body: { refreshToken: 'not.a.token' } }),
  },

  // ── notifications
  { operationId: 'listNotifications', run: get('/v1/notification?page=1&limit=5') },
  { operationId: 'listNotifications', status: 401, run: (ctx) => ctx.call('GET', '/v1/notification') },
  {
    operationId: 'updateNotification',
    async run(ctx) {
      const { access, userId } = await ctx.login(DEMO_EMAIL.owner);
      const row = ctx.db.prepare('SELECT _id FROM notifications WHERE user_id = ? LIMIT 1').get(userId) as {
        _id: string;
      };
      return ctx.call('PATCH', `/v1/notification/update?id=${row._id}`, {
        token: access,
        body: { read: true },
      });
    },
  },
  {
    operationId: 'updateNotification',
    status: 404,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/notification/update?id=aaaaaaaaaaaaaaaaaaaaaaaa', {
        token: (await merchant(ctx)).access,
        body: { read: true },
      }),
  },
  {
    operationId: 'markAllNotificationsRead',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/notification/readAll', {
        token: (await merchant(ctx)).access,
        body: { read: true },
      }),
  },
  {
    operationId: 'markAllNotificationsRead',
    status: 400,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/notification/readAll', { token: (await merchant(ctx)).access, body: {} }),
  },
  {
    operationId: 'dismissNotification',
    async run(ctx) {
      const { access, userId } = await ctx.login(DEMO_EMAIL.owner);
      // a notification of its own, so the other cases keep theirs
      const id = 'dddddddddddddddddddddddd';
      ctx.db
        .prepare(
          `INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at)
           VALUES (?, ?, NULL, 'test', 'payout', 0, ?, ?)`,
        )
        .run(
          id,
          userId,
          JSON.stringify({ amount: 1, currency: 'USD', endDate: '2026-01-01T00:00:00.000Z', payoutId: id }),
          new Date().toISOString(),
        );
      return ctx.call('DELETE', `/v1/notification/dismiss?id=${id}`, { token: access });
    },
  },
  {
    operationId: 'dismissNotification',
    status: 404,
    run: async (ctx) =>
      ctx.call('DELETE', '/v1/notification/dismiss?id=aaaaaaaaaaaaaaaaaaaaaaaa', {
        token: (await merchant(ctx)).access,
      }),
  },
  { operationId: 'listNotificationConfigNames', run: get('/v1/notificationConfig/names') },

  // ── organizations
  { operationId: 'listMemberOrganizations', run: get('/v1/org/member/organizations') },
  { operationId: 'listMasterOrganizations', run: get('/v1/org/master/organizations', DEMO_EMAIL.master) },
  { operationId: 'listMasterOrganizations', status: 403, run: get('/v1/org/master/organizations') },
  { operationId: 'listOrgMembers', run: get('/v1/org/members') },
  {
    operationId: 'updateOrganization',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/update', {
        token: (await fresh(ctx)).access,
        body: { name: 'Renamed Org', allowKycOptional: true },
      }),
  },
  {
    // dropping the team's two-step requirement: a fresh proof's guard (x-proof when requireMfa)
    operationId: 'updateOrganization',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/update', { token: (await fresh(ctx)).access, body: { requireMfa: false } }),
  },
  {
    operationId: 'updateOrganization',
    status: 403,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/update', {
        token: (await ctx.login(DEMO_EMAIL.viewer)).access,
        body: { name: 'Nope' },
      }),
  },
  {
    operationId: 'updateOrganization',
    status: 400,
    run: async (ctx) => ctx.call('PATCH', '/v1/org/update', { token: (await fresh(ctx)).access, body: {} }),
  },
  {
    operationId: 'setDefaultOrganization',
    run: async (ctx) => {
      const u = await fresh(ctx);
      return ctx.call('PATCH', `/v1/org/setDefault/organization/${u.orgId}`, { token: u.access });
    },
  },
  {
    operationId: 'setDefaultOrganization',
    status: 403,
    async run(ctx) {
      const other = ctx.db.prepare(`SELECT _id FROM organizations WHERE name = 'Nordic Gadgets'`).get() as {
        _id: string;
      };
      return ctx.call('PATCH', `/v1/org/setDefault/organization/${other._id}`, {
        token: (await merchant(ctx)).access,
      });
    },
  },
  {
    operationId: 'setDefaultOrganization',
    status: 404,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/setDefault/organization/bbbbbbbbbbbbbbbbbbbbbbbb', {
        token: (await merchant(ctx)).access,
      }),
  },
  {
    operationId: 'deleteOrgMember',
    run: async (ctx) => {
      const { owner, member } = await ownerWithMember(ctx);
      return ctx.call('PATCH', '/v1/org/member/delete', {
        token: owner.access,
        body: { userId: member.userId },
      });
    },
  },
  {
    operationId: 'deleteOrgMember',
    status: 422,
    run: async (ctx) => {
      const u = await fresh(ctx);
      return ctx.call('PATCH', '/v1/org/member/delete', { token: u.access, body: { userId: u.userId } });
    },
  },
  {
    operationId: 'updateOrgMemberRole',
    run: async (ctx) => {
      const { owner, member } = await ownerWithMember(ctx);
      return ctx.call('PATCH', '/v1/org/member/update/role', {
        token: owner.access,
        body: { userId: member.userId, role: 'viewer' },
      });
    },
  },
  {
    operationId: 'setWalletAddress',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/set/walletAddress', {
        token: (await fresh(ctx)).access,
        body: { walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      }),
  },
  {
    operationId: 'setWalletAddress',
    status: 400,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/org/set/walletAddress', {
        token: (await fresh(ctx)).access,
        body: { walletAddress: 'short' },
      }),
  },

  // ── team
  {
    operationId: 'inviteMember',
    status: 201,
    run: async (ctx) =>
      ctx.call('POST', '/v1/team/invite', {
        token: (await verifiedOwner(ctx)).access,
        body: { email: 'someone@demo.test', role: 'viewer' },
      }),
  },
  {
    // an admin's invitation grants money rights: a fresh proof's guard (x-proof when role is owner or admin)
    operationId: 'inviteMember',
    status: 201,
    run: async (ctx) =>
      ctx.call('POST', '/v1/team/invite', {
        token: (await verifiedOwner(ctx)).access,
        body: { email: 'an-admin@demo.test', role: 'admin' },
      }),
  },
  {
    // an owner whose own email is not verified yet
    operationId: 'inviteMember',
    status: 403,
    run: async (ctx) =>
      ctx.call('POST', '/v1/team/invite', {
        token: (await fresh(ctx)).access,
        body: { email: 'someone@demo.test', role: 'viewer' },
      }),
  },
  {
    // the organization's 30 invitation emails of the hour used up
    operationId: 'inviteMember',
    status: 429,
    run: async (ctx) => {
      const token = (await verifiedOwner(ctx)).access;
      for (let i = 0; i < 30; i++)
        await ctx.call('POST', '/v1/team/invite', {
          token,
          body: { email: `many-${i}@demo.test`, role: 'viewer' },
        });
      return ctx.call('POST', '/v1/team/invite', {
        token,
        body: { email: 'one-more@demo.test', role: 'viewer' },
      });
    },
  },
  {
    operationId: 'inviteMember',
    status: 409,
    run: async (ctx) => {
      const { owner, invitee } = await ownerAndInvitee(ctx);
      return ctx.call('POST', '/v1/team/invite', {
        token: owner.access,
        body: { email: invitee.email, role: 'admin' },
      });
    },
  },
  {
    operationId: 'reinviteMember',
    run: async (ctx) => {
      const { owner, invitee } = await ownerAndInvitee(ctx);
      return ctx.call('POST', '/v1/team/re-invite', {
        token: owner.access,
        body: { email: invitee.email, role: 'admin' },
      });
    },
  },
  {
    operationId: 'reinviteMember',
    status: 404,
    run: async (ctx) =>
      ctx.call('POST', '/v1/team/re-invite', {
        token: (await verifiedOwner(ctx)).access,
        body: { email: 'never@demo.test', role: 'admin' },
      }),
  },
  { operationId: 'listInvitedMembers', run: get('/v1/team/invitedMembers') },
  { operationId: 'listMyInvitations', run: get('/v1/team/member/invitations') },
  {
    operationId: 'updateInvitation',
    run: async (ctx) => {
      const { invitee, invitationId } = await ownerAndInvitee(ctx);
      return ctx.call('PATCH', '/v1/team/invitation/update?status=declined', {
        token: invitee.access,
        body: { invitationId },
      });
    },
  },
  {
    operationId: 'updateInvitation',
    status: 403,
    run: async (ctx) => {
      const { owner, invitationId } = await ownerAndInvitee(ctx);
      return ctx.call('PATCH', '/v1/team/invitation/update?status=accepted', {
        token: owner.access,
        body: { invitationId },
      });
    },
  },

  // ── user
  { operationId: 'getProfile', run: get('/v1/user/profile') },
  {
    operationId: 'getProfile',
    status: 401,
    run: (ctx) => ctx.call('GET', '/v1/user/profile', { token: 'garbage' }),
  },
  {
    operationId: 'updateProfile',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/update-profile', {
        token: (await fresh(ctx)).access,
        body: { name: 'Zoë Ünicode', notificationConfig: { email: 'z@demo.test' } },
      }),
  },
  {
    // a personal webhook: a fresh proof's guard (x-proof when notificationConfig.webhook)
    operationId: 'updateProfile',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/update-profile', {
        token: (await fresh(ctx)).access,
        body: { notificationConfig: { webhook: 'https://hooks.example.com/merchant' } },
      }),
  },
  {
    operationId: 'updateProfile',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/update-profile', {
        token: (await fresh(ctx)).access,
        body: { language: 'ar' },
      }),
  },
  {
    operationId: 'updateProfile',
    status: 400,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/update-profile', {
        token: (await fresh(ctx)).access,
        body: { language: 'klingon' },
      }),
  },
  {
    operationId: 'acceptTerms',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/updateTermsCondition', {
        token: (await fresh(ctx)).access,
        body: { isAccepted: true },
      }),
  },
  {
    operationId: 'switchEnvironment',
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/switchEnv?env=live', { token: (await fresh(ctx)).access }),
  },
  {
    operationId: 'switchEnvironment',
    status: 400,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/switchEnv?env=prod', { token: (await fresh(ctx)).access }),
  },
  { operationId: 'listSigningKeys', run: get('/v1/user/signing-keys') },
  {
    operationId: 'createSigningKey',
    status: 201,
    run: async (ctx) =>
      ctx.call('POST', '/v1/user/signing-keys', {
        token: (await fresh(ctx)).access,
        body: { name: 'Checkout', expiresInDays: 90 },
      }),
  },
  {
    operationId: 'createSigningKey',
    status: 403,
    run: async (ctx) =>
      ctx.call('POST', '/v1/user/signing-keys', {
        token: (await ctx.login(DEMO_EMAIL.viewer)).access,
        body: { name: 'Nope' },
      }),
  },
  {
    operationId: 'revokeSigningKey',
    async run(ctx) {
      const u = await fresh(ctx);
      const key = await json<{ _id: string }>(
        await ctx.call('POST', '/v1/user/signing-keys', { token: u.access, body: { name: 'Temp' } }),
      );
      return ctx.call('PATCH', `/v1/user/signing-keys/${key._id}/revoke`, { token: u.access });
    },
  },
  {
    operationId: 'revokeSigningKey',
    status: 404,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/user/signing-keys/cccccccccccccccccccccccc/revoke', {
        token: (await fresh(ctx)).access,
      }),
  },

  // ── config and push
  { operationId: 'getImagekitConfig', run: get('/v1/config/imagekit') },
  { operationId: 'listBrandLogos', run: get('/v1/config/brand-logos') },
  {
    operationId: 'uploadImage',
    run: async (ctx) =>
      ctx.call('POST', '/v1/image/upload', {
        token: (await verifiedFresh(ctx)).access,
        body: { fileName: 'logo.png', mimeType: 'image/png', data: PNG_1X1 },
      }),
  },
  {
    operationId: 'uploadImage',
    status: 403,
    run: async (ctx) =>
      // only a verified email address may upload
      ctx.call('POST', '/v1/image/upload', {
        token: (await fresh(ctx)).access,
        body: { fileName: 'logo.png', mimeType: 'image/png', data: PNG_1X1 },
      }),
  },
  {
    operationId: 'uploadImage',
    status: 415,
    run: async (ctx) =>
      ctx.call('POST', '/v1/image/upload', {
        token: (await verifiedFresh(ctx)).access,
        body: { fileName: 'logo.svg', mimeType: 'image/svg+xml', data: 'PHN2Zy8+' },
      }),
  },
  { operationId: 'getVapidPublicKey', run: (ctx) => ctx.call('GET', '/v1/push/vapid-public-key') },
  {
    operationId: 'subscribePush',
    run: async (ctx) =>
      ctx.call('POST', '/v1/push/subscribe', {
        token: (await fresh(ctx)).access,
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/contract-1',
          expirationTime: null,
          keys: { p256dh: 'BNc', auth: 'tBH' },
        },
      }),
  },
  {
    operationId: 'subscribePush',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/push/subscribe', {
        token: (await fresh(ctx)).access,
        body: { endpoint: 'nope' },
      }),
  },
  {
    operationId: 'subscribePush',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/push/subscribe', {
        token: (await fresh(ctx)).access,
        body: { endpoint: 'http://127.0.0.1:6379/', keys: { p256dh: 'BNc', auth: 'tBH' } },
      }),
  },
  {
    operationId: 'subscribePush',
    status: 415,
    run: async (ctx) =>
      ctx.fetch(
        new Request('http://sandbox.local/v1/push/subscribe', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${(await fresh(ctx)).access}` },
          body: JSON.stringify({
            endpoint: 'https://fcm.googleapis.com/fcm/send/contract-2',
            keys: { p256dh: 'BNc', auth: 'tBH' },
          }),
        }),
      ),
  },
  {
    operationId: 'subscribePush',
    status: 413,
    run: async (ctx) =>
      ctx.call('POST', '/v1/push/subscribe', {
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/' + 'x'.repeat(1_000_000),
          keys: { p256dh: 'BNc', auth: 'tBH' },
        },
      }),
  },
  {
    operationId: 'unsubscribePush',
    run: async (ctx) =>
      ctx.call('POST', '/v1/push/unsubscribe', {
        token: (await fresh(ctx)).access,
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/contract-1' },
      }),
  },
];
