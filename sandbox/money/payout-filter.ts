/** GET /v1/payout's filters (issue 34): the scope, narrowed by the optional status and currency. */
import { andIf, type Where } from '../list-query.ts';
import type { Query } from '../request.ts';
import { scopeWhere, type MoneySession } from './scope.ts';

/** The contract has already checked both (a PayoutStatus, a CurrencyCode); absent filters match everything. */
export function payoutFilter(session: MoneySession, q: Query): Where {
  return andIf(andIf(scopeWhere(session), 'status = ?', q.status), 'currency = ?', q.currency);
}
