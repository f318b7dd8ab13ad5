import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DEFAULT_CLIENT_LIMITS } from '../../sandbox/client-limits.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { guardApplies } from '../../sandbox/step-up/require.ts';
import { findOperation, type ProofGuard } from '../../sandbox/validate.ts';
import { loginTokens } from '../support/sign-in.ts';
import { cases as coreCases } from './cases-core.ts';
import { cases as emailVerificationCases } from './cases-email-verification.ts';
import { cases as eventsCases } from './cases-events.ts';
import { cases as auditCases } from './cases-audit.ts';
import { cases as moneyCases } from './cases-money.ts';
import { cases as oidcCases } from './cases-oidc.ts';
import { cases as payoutTrackerCases } from './cases-payout-tracker.ts';
import { cases as webhookCases } from './cases-webhooks.ts';
import { cases as stepUpCases } from './cases-step-up.ts';
import { cases as recoveryCases } from './cases-recovery.ts';
import { cases as passkeyCases } from './cases-passkeys.ts';
import { cases as savedViewCases } from './cases-saved-views.ts';
import { cases as searchCases } from './cases-search.ts';
import type { ContractCase, ContractContext } from './types.ts';

/**
 * Every operation of openapi/provider.yaml is called against the sandbox and its reply is checked against
 * the schema the contract declares for the status it returned. An operation without a successful case fails.
 */
type ResponseObject = { $ref?: string; content?: Record<string, { schema: unknown }> };
type Operation = {
  operationId: string;
  responses: Record<string, ResponseObject>;
  'x-proof'?: ProofGuard;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
};
const spec = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = new Map<string, Operation>();
/** "POST /v1/refund/{paymentId}" of each operation id */
const routeOf = new Map<string, string>();
for (const [path, item] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!METHODS.includes(method)) continue;
    operations.set(operation.operationId, operation);
    routeOf.set(operation.operationId, `${method.toUpperCase()} ${path}`);
  }
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'provider', components: spec.components });

function schemaFor(operation: Operation, status: number): unknown {
  let response = operation.responses[String(status)] ?? operation.responses.default;
  // Shared error responses are references into components/responses.
  if (response?.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    response = (spec.components.responses as Record<string, ResponseObject>)[name];
  }
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  // Rebase local references on the registered document so that $ref: '#/components/...' resolves.
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"provider#/components/'));
}

const allCases: ContractCase[] = [
  ...coreCases,
  ...emailVerificationCases,
  ...moneyCases,
  ...oidcCases,
  ...payoutTrackerCases,
  ...stepUpCases,
  ...recoveryCases,
  ...passkeyCases,
  ...eventsCases,
  ...auditCases,
  ...webhookCases,
  ...savedViewCases,
  ...searchCases,
];
let sandbox: Sandbox;
let context: ContractContext;

beforeAll(async () => {
  sandbox = await createSandbox({
    exposeOutbox: true,
    // every case registers its own fresh accounts, all from one (unknown) client address
    clientLimits: { ...DEFAULT_CLIENT_LIMITS, registration: { max: 1000, windowMs: 3600_000 } },
  });
  const call: ContractContext['call'] = (method, path, init = {}) =>
    Promise.resolve(
      sandbox.app.fetch(
        new Request(`http://sandbox.local${path}`, {
          method,
          headers: {
            ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        }),
      ),
    );
  context = {
    call,
    fetch: async (request) => sandbox.app.fetch(request),
    db: sandbox.db,
    async login(email) {
      const { access, refresh, userId } = await loginTokens(sandbox, email);
      return { access: access.token, refresh: refresh.token, userId };
    },
  };
});
afterAll(() => sandbox.close());

describe('the contract', () => {
  it('has a successful case for every operation', () => {
    const covered = new Set(allCases.filter((c) => !c.status || c.status < 300).map((c) => c.operationId));
    // an operation that never succeeds (an audit entry's edit: always 405) needs a case of its refusal instead
    const neverSucceeds = (op: Operation) =>
      Object.keys(op.responses).every((status) => Number(status) >= 300);
    const called = new Set(allCases.map((c) => c.operationId));
    const missing = [...operations.entries()]
      .filter(([id, op]) => !(neverSucceeds(op) ? called.has(id) : covered.has(id)))
      .map(([id]) => id);
    expect(missing).toEqual([]);
    const unknown = allCases.map((c) => c.operationId).filter((id) => !operations.has(id));
    expect(unknown).toEqual([]);
  });

  it.each(
    allCases.map((c, index) => [`${c.operationId}${c.status ? ` → ${c.status}` : ''} #${index}`, c] as const),
  )('%s replies as the contract says', async (_name, contractCase) => {
    const operation = operations.get(contractCase.operationId);
    expect(operation, `operation ${contractCase.operationId} is in the contract`).toBeDefined();
    const response = await contractCase.run(context);
    const declared = Object.keys(operation!.responses)
      .map(Number)
      .filter((s) => s < 300);
    const text = await response.text();
    if (contractCase.status) expect(response.status, text).toBe(contractCase.status);
    else expect(declared, text).toContain(response.status);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const schema = schemaFor(operation!, response.status);
    expect(schema, `the contract declares a body for ${response.status}`).toBeDefined();
    const validate = ajv.compile(schema as object);
    const body: unknown = JSON.parse(text);
    expect(validate(body), ajv.errorsText(validate.errors) + '\n' + text.slice(0, 500)).toBe(true);
  });
});

/** The top-level properties of an operation's JSON request body (its schema is a component reference). */
function bodyProperties(operation: Operation): string[] {
  const ref = operation.requestBody?.content['application/json']?.schema.$ref;
  if (!ref) return [];
  const name = ref.replace('#/components/schemas/', '');
  const schema = (spec.components.schemas as Record<string, { properties?: Record<string, unknown> }>)[name];
  return Object.keys(schema?.properties ?? {});
}

/** The user id (`sub`) of an access token. */
const userOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe('fresh proofs: every operation declares its guard (x-proof)', () => {
  const declared = [...operations.entries()].map(([id, op]) => {
    const proof = op['x-proof'];
    const when = proof?.when ? ` when ${proof.when.map((w) => w.field).join(' or ')} is set` : '';
    return [
      `${routeOf.get(id)} (${id}): ${proof?.level ?? 'NOT DECLARED'}${when}, ${proof?.reason}`,
      op,
    ] as const;
  });
  it.each(declared)('%s', (_name, op) => {
    const proof = op['x-proof'];
    expect(proof, 'x-proof is declared').toBeDefined();
    expect(['none', 'in-request', 'fresh']).toContain(proof!.level);
    expect(proof!.reason.trim().length).toBeGreaterThan(5);
    if (!proof!.when) return;
    expect(proof!.level).toBe('fresh');
    for (const { field } of proof!.when) expect(bodyProperties(op)).toContain(field.split('.')[0]);
  });

  // the rule's minimum (issue 46): a stolen session must not move money, change where money goes, grant money
  // rights, or become a lasting way in
  it.each([
    ['moving money', ['createRefund', 'createPayout', 'createOnRampRequest']],
    ['where money goes', ['setWalletAddress', 'updatePaymentConfig']],
    ['money rights', ['updateOrgMemberRole', 'inviteMember', 'reinviteMember', 'updateOrganization']],
    [
      'secrets and factors',
      [
        'createSigningKey',
        'getWebhookSigningSecret',
        'rotateWebhookSigningSecret',
        'passkeyRegistrationOptions',
        'addPasskey',
      ],
    ],
  ])('%s needs a fresh proof', (_what, ids) => {
    for (const id of ids) expect(`${id}: ${operations.get(id)?.['x-proof']?.level}`).toBe(`${id}: fresh`);
  });

  it('regenerating recovery codes and turning two-step verification off carry the second factor itself', () => {
    for (const id of ['regenerateRecoveryCodes', 'disableMfa'])
      expect(`${id}: ${operations.get(id)?.['x-proof']?.level}`).toBe(`${id}: in-request`);
  });

  const freshCases = [...operations.entries()]
    .filter(([, op]) => op['x-proof']?.level === 'fresh')
    .map(([id, op]) => {
      const successes = allCases.filter((c) => c.operationId === id && (!c.status || c.status < 300));
      return [`${routeOf.get(id)} (${id})`, id, op['x-proof']!, successes] as const;
    });
  it.each(freshCases)(
    '%s is refused with Step-Up: required to a sign-in without a recent proof',
    async (_name, id, proof, successes) => {
      expect(successes.length, 'the operation has a successful contract case').toBeGreaterThan(0);
      const replies: { status: number; stepUp: string | null; guarded: boolean }[] = [];
      // each case's own setup keeps the sign-in's proof; its call of this operation comes without one
      const withoutProof: ContractContext = {
        ...context,
        async call(method, path, init = {}) {
          const target = findOperation(method, new URL(path, 'http://sandbox.local').pathname);
          if (target?.op.operationId !== id) return context.call(method, path, init);
          if (init.token) await context.call('POST', `/__sandbox/step-up/end?userId=${userOf(init.token)}`);
          const response = await context.call(method, path, init);
          const guarded = guardApplies(proof, init.body);
          replies.push({ status: response.status, stepUp: response.headers.get('Step-Up'), guarded });
          return response;
        },
      };
      for (const contractCase of successes) await contractCase.run(withoutProof);
      // a conditional guard (when) is shown applying by at least one case, and not applying elsewhere
      expect(replies.filter((r) => r.guarded).length, 'a case meets the guard').toBeGreaterThan(0);
      for (const reply of replies) {
        if (reply.guarded) expect([reply.status, reply.stepUp]).toEqual([403, 'required']);
        else expect(reply.status).toBeLessThan(300);
      }
    },
  );
});
