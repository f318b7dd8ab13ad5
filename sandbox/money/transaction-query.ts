/** The transaction list's filters, sort and search as one parameterised WHERE/ORDER BY. */
import { isValidDate, dayStart, dayEnd, boolParam, scopeWhere, inScope, type MoneySession } from './scope.ts';
import { currencyInfo } from './currencies.ts';
import type { Where } from '../list-query.ts';
import type { Query } from '../request.ts';

const SORT_FIELDS: Record<string, string> = {
  createdAt: 'created_at',
  amount: 'amount',
  status: 'status',
  currency: 'currency',
  title: 'title',
};

/** LIKE with the user's text taken literally (% and _ are not wildcards for them). */
const likeArg = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function transactionFilter(session: MoneySession, q: Query): { where: Where; orderBy: string } {
  const scope = scopeWhere(session);
  const parts = [scope.sql];
  const params: unknown[] = [...scope.params];
  const add = (sql: string, ...ps: unknown[]) => {
    parts.push(sql);
    params.push(...ps);
  };
  if (q.currencyType) add('currency_type = ?', q.currencyType);
  if (q.currency) add('currency = ?', currencyInfo(q.currency)?.code ?? q.currency.toUpperCase());
  if (q.title) add(`title LIKE ? ESCAPE '\\'`, likeArg(q.title));
  if (q.status) add('status = ?', q.status);
  // docs/product/05-validation.md §5.4: the date filter applies only when both dates are valid
  if (isValidDate(q.startDate) && isValidDate(q.endDate))
    add('created_at BETWEEN ? AND ?', dayStart(q.startDate), dayEnd(q.endDate));
  const processed = boolParam(q.isProcessed);
  if (processed !== undefined) add('is_processed = ?', processed ? 1 : 0);
  // an orgId outside the caller's scope must not widen it: it simply matches nothing
  if (q.orgId)
    add(inScope(session, q.orgId) ? 'org_id = ?' : '0', ...(inScope(session, q.orgId) ? [q.orgId] : []));
  if (q.keyId) add('key_id = ?', q.keyId);
  if (q.search) {
    const like = likeArg(q.search.trim());
    add(
      `(payment_id LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
    );
  }
  const field = SORT_FIELDS[q.sortField ?? ''] ?? 'created_at';
  const dir = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
  // _id breaks ties so pages never overlap or skip rows
  return { where: { sql: parts.join(' AND '), params }, orderBy: `${field} ${dir}, _id ${dir}` };
}
