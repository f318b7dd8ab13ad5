/**
 * Contract cases of issue 32's operations: notification preferences, threshold alert rules, daily digests. Like
 * the core cases, anything that changes state works on freshly registered users (each owns a new organization),
 * so the demo accounts keep their preferences, rules and scope.
 */
import type { ContractCase, ContractContext } from './types.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

interface Fresh {
  access: string;
  userId: string;
  orgId: string;
}

let counter = 0;

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** A newly registered user who owns a new organization (their current one, test environment). */
async function fresh(ctx: ContractContext): Promise<Fresh> {
  const email = `events-${++counter}-${Date.now()}@demo.test`;
  const data = await json<{
    user: { _id: string; organizationId: string };
    tokens: { access: { token: string } };
  }>(
    await ctx.call('POST', '/v1/auth/register', {
      body: { name: `Events ${counter}`, email, password: 'Fresh-pass-1' },
    }),
  );
  return { access: data.tokens.access.token, userId: data.user._id, orgId: data.user.organizationId };
}

/** A fresh owner and a fresh user who is a viewer of the owner's organization, looking at it. */
async function ownerAndViewer(ctx: ContractContext) {
  const owner = await fresh(ctx);
  const viewer = await fresh(ctx);
  ctx.db
    .prepare(`INSERT INTO members (org_id, user_id, role, created_at) VALUES (?, ?, 'viewer', ?)`)
    .run(owner.orgId, viewer.userId, new Date().toISOString());
  await ctx.call('PATCH', `/v1/org/setDefault/organization/${owner.orgId}`, { token: viewer.access });
  return { owner, viewer };
}

const PREFERENCES = {
  kinds: {
    payout: { push: true, inApp: true },
    dispute: { push: true, inApp: false },
    disputeDeadline: { push: false, inApp: true },
    refund: { push: true, inApp: true },
    payment: { push: true, inApp: true },
    alert: { push: true, inApp: true },
    digest: { push: true, inApp: true },
  },
  largePayment: [
    { currency: 'USD', amount: 1000 },
    { currency: 'BTC', amount: 0.5 },
  ],
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
  digest: { enabled: true, hour: 8 },
  timeZone: 'America/New_York',
};

const putPreferences = (token: string, body: unknown) => (ctx: ContractContext) =>
  ctx.call('PUT', '/v1/user/notification-preferences', { token, body });

/** A balanceBelow rule of the user's organization; returns its id. */
async function ruleOf(ctx: ContractContext, user: Fresh): Promise<string> {
  const res = await ctx.call('POST', '/v1/alerts', {
    token: user.access,
    body: { kind: 'balanceBelow', currency: 'USD', threshold: 250.5 },
  });
  return (await json<{ _id: string }>(res))._id;
}

export const cases: ContractCase[] = [
  // notification preferences
  {
    operationId: 'getNotificationPreferences',
    run: async (ctx) =>
      ctx.call('GET', '/v1/user/notification-preferences', { token: (await fresh(ctx)).access }),
  },
  {
    operationId: 'getNotificationPreferences',
    status: 401,
    run: (ctx) => ctx.call('GET', '/v1/user/notification-preferences'),
  },
  {
    operationId: 'updateNotificationPreferences',
    run: async (ctx) => putPreferences((await fresh(ctx)).access, PREFERENCES)(ctx),
  },
  {
    operationId: 'updateNotificationPreferences',
    status: 400,
    run: async (ctx) =>
      putPreferences((await fresh(ctx)).access, { ...PREFERENCES, timeZone: 'Mars/Olympus' })(ctx),
  },
  {
    operationId: 'updateNotificationPreferences',
    status: 400,
    run: async (ctx) =>
      putPreferences((await fresh(ctx)).access, { ...PREFERENCES, digest: { enabled: true, hour: 24 } })(ctx),
  },

  // alert rules
  {
    operationId: 'listAlertRules',
    run: async (ctx) => {
      const user = await fresh(ctx);
      await ruleOf(ctx, user);
      return ctx.call('GET', '/v1/alerts', { token: user.access });
    },
  },
  {
    operationId: 'listAlertRules',
    status: 400,
    run: async (ctx) => ctx.call('GET', '/v1/alerts', { token: (await ctx.login(DEMO_EMAIL.master)).access }),
  },
  {
    operationId: 'createAlertRule',
    status: 201,
    run: async (ctx) =>
      ctx.call('POST', '/v1/alerts', {
        token: (await fresh(ctx)).access,
        body: { kind: 'failureRateAbove', threshold: 12.5 },
      }),
  },
  {
    operationId: 'createAlertRule',
    status: 400,
    run: async (ctx) =>
      ctx.call('POST', '/v1/alerts', {
        token: (await fresh(ctx)).access,
        body: { kind: 'payoutAbove', threshold: 10 },
      }),
  },
  {
    operationId: 'createAlertRule',
    status: 422,
    run: async (ctx) =>
      ctx.call('POST', '/v1/alerts', {
        token: (await fresh(ctx)).access,
        body: { kind: 'payoutAbove', currency: 'XYZ', threshold: 10 },
      }),
  },
  {
    operationId: 'updateAlertRule',
    run: async (ctx) => {
      const user = await fresh(ctx);
      const id = await ruleOf(ctx, user);
      return ctx.call('PATCH', `/v1/alerts/${id}`, { token: user.access, body: { threshold: 99.99 } });
    },
  },
  {
    operationId: 'updateAlertRule',
    status: 403,
    run: async (ctx) => {
      const { owner, viewer } = await ownerAndViewer(ctx);
      const id = await ruleOf(ctx, owner);
      return ctx.call('PATCH', `/v1/alerts/${id}`, { token: viewer.access, body: { threshold: 1 } });
    },
  },
  {
    operationId: 'updateAlertRule',
    status: 404,
    run: async (ctx) =>
      ctx.call('PATCH', '/v1/alerts/aaaaaaaaaaaaaaaaaaaaaaaa', {
        token: (await fresh(ctx)).access,
        body: { threshold: 1 },
      }),
  },
  {
    operationId: 'deleteAlertRule',
    run: async (ctx) => {
      const user = await fresh(ctx);
      const id = await ruleOf(ctx, user);
      return ctx.call('DELETE', `/v1/alerts/${id}`, { token: user.access });
    },
  },
  {
    operationId: 'deleteAlertRule',
    status: 403,
    run: async (ctx) => {
      const { owner, viewer } = await ownerAndViewer(ctx);
      const id = await ruleOf(ctx, owner);
      return ctx.call('DELETE', `/v1/alerts/${id}`, { token: viewer.access });
    },
  },
  {
    operationId: 'subscribeAlertRule',
    run: async (ctx) => {
      const { owner, viewer } = await ownerAndViewer(ctx);
      const id = await ruleOf(ctx, owner);
      return ctx.call('PUT', `/v1/alerts/${id}/subscription`, { token: viewer.access });
    },
  },
  {
    operationId: 'subscribeAlertRule',
    status: 404,
    run: async (ctx) =>
      ctx.call('PUT', '/v1/alerts/aaaaaaaaaaaaaaaaaaaaaaaa/subscription', {
        token: (await fresh(ctx)).access,
      }),
  },
  {
    operationId: 'unsubscribeAlertRule',
    run: async (ctx) => {
      const user = await fresh(ctx);
      const id = await ruleOf(ctx, user);
      return ctx.call('DELETE', `/v1/alerts/${id}/subscription`, { token: user.access });
    },
  },

  // digests
  {
    operationId: 'listDigests',
    run: async (ctx) => ctx.call('GET', '/v1/digests', { token: (await fresh(ctx)).access }),
  },
  {
    operationId: 'getDigest',
    run: async (ctx) => {
      const user = await fresh(ctx);
      // hour 0: today's digest is due at once; the test server's scheduler makes it on demand
      await putPreferences(user.access, {
        ...PREFERENCES,
        digest: { enabled: true, hour: 0 },
        timeZone: 'UTC',
      })(ctx);
      await ctx.fetch(new Request('http://sandbox.local/__sandbox/scheduler/run', { method: 'POST' }));
      const { _id } = ctx.db.prepare('SELECT _id FROM digests WHERE user_id = ?').get(user.userId) as {
        _id: string;
      };
      return ctx.call('GET', `/v1/digests/${_id}`, { token: user.access });
    },
  },
  {
    operationId: 'getDigest',
    status: 404,
    run: async (ctx) =>
      ctx.call('GET', '/v1/digests/aaaaaaaaaaaaaaaaaaaaaaaa', { token: (await fresh(ctx)).access }),
  },
];
