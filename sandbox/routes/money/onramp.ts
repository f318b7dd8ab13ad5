/** On-ramp requests: turning the organization's fiat into crypto sent to a wallet. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ApiError, ok } from '../../http.ts';
import { andIf, listPage } from '../../list-query.ts';
import { amountUnits, currencyInfo } from '../../money/currencies.ts';
import { createOnRampRequest } from '../../money/onramp-requests.ts';
import { assertMoneyRole, PAYOUT_ROLES } from '../../money/roles.ts';
import { toOnRamp } from '../../money/rows.ts';
import { scopeWhere, type MoneySession } from '../../money/scope.ts';
import { newId } from '../../rng.ts';
import { bodyOf, queryOf } from '../../request.ts';
import { recordOnRampRequested } from '../../audit/money.ts';
import { sessionOf, type AppEnv } from '../../session.ts';

/** The organization a write applies to: the selected master org, else the user's current org. */
function writeOrg(s: MoneySession): string {
  const id = s.scopeOrgIds?.length === 1 ? s.scopeOrgIds[0] : s.orgId;
  if (!id) throw new ApiError(422, 'Select an organization first');
  return id;
}

export function onRampRoutes(deps: SandboxDeps) {
  const { db, now } = deps;
  const r = new Hono<AppEnv>();

  r.get('/onramp/requests', (c) => {
    const where = andIf(scopeWhere(sessionOf(c)), 'status = ?', queryOf(c).status);
    return ok<'listOnRampRequests'>(c, listPage(db, c, { table: 'onramp_requests', where }, toOnRamp));
  });

  r.post('/onramp/requests', (c) => {
    const s = sessionOf(c);
    const orgId = writeOrg(s);
    // an on-ramp spends the organization's fiat: the same roles as a payout
    assertMoneyRole(db, s, orgId, PAYOUT_ROLES, 'create on-ramp requests');
    const b = bodyOf<'createOnRampRequest'>(c);
    const fiat = currencyInfo(b.fiatCurrency);
    const crypto = currencyInfo(b.cryptoCurrency);
    if (fiat?.currencyType !== 'fiat')
      throw new ApiError(422, `${b.fiatCurrency} is not a supported fiat currency`);
    if (crypto?.currencyType !== 'crypto')
      throw new ApiError(422, `${b.cryptoCurrency} is not a supported crypto currency`);
    const fiatUnits = amountUnits('fiatAmount', b.fiatAmount, fiat);
    const request = {
      id: newId(),
      orgId,
      env: s.env,
      fiatUnits,
      fiatCurrency: fiat.code,
      cryptoCurrency: crypto.code,
      walletAddress: b.walletAddress,
      createdAt: now().toISOString(),
    };
    const { row, created } = createOnRampRequest(db, request, c.req.header('Idempotency-Key') ?? '');
    const onRamp = toOnRamp(row);
    // a replay of the same request created nothing: only the first one is recorded
    if (created) recordOnRampRequested(c, deps, onRamp);
    return ok<'createOnRampRequest'>(c, onRamp, created ? 201 : 200);
  });

  return r;
}
