/** Dashboard metrics over the scoped transactions (optionally one currency, optionally a date range). */
import type { Db } from '../db.ts';
import { CAPTURED_SQL, currencyInfo, toMajor, type CurrencyType } from './currencies.ts';
import { dayEnd, dayStart, isValidDate, scopeWhere, type MoneySession } from './scope.ts';
import type { Query } from '../request.ts';

/** Without both valid dates the range is the last 30 days ending today (the contract's default). */
export function metricsFor(db: Db, session: MoneySession, q: Query, now: Date) {
  const scope = scopeWhere(session);
  let where = scope.sql;
  const params = [...scope.params];
  const ranged = isValidDate(q.startDate) && isValidDate(q.endDate);
  const end = ranged ? q.endDate! : now.toISOString().slice(0, 10);
  const start = ranged ? q.startDate! : new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  where += ' AND created_at BETWEEN ? AND ?';
  params.push(dayStart(start), dayEnd(end));
  if (q.currency) {
    where += ' AND currency = ?';
    params.push(currencyInfo(q.currency)?.code ?? q.currency);
  }
  const ok = `status IN (${CAPTURED_SQL})`;
  const all = <T>(sql: string) => db.prepare(sql).all(...params) as T[];
  const currencies = all<{ currency: string; currencyType: CurrencyType; volume: number; count: number }>(
    `SELECT currency, MAX(currency_type) currencyType, SUM(CASE WHEN ${ok} THEN amount ELSE 0 END) volume, COUNT(*) count
     FROM transactions WHERE ${where} GROUP BY currency ORDER BY currency`,
  ).map((r) => ({ ...r, volume: toMajor(r.volume) }));
  const byStatus: Record<string, number> = {};
  for (const r of all<{ status: string; n: number }>(
    `SELECT status, COUNT(*) n FROM transactions WHERE ${where} GROUP BY status`,
  )) {
    byStatus[r.status] = r.n;
  }
  // each currency's own volume per day: amounts of different currencies are never added together
  const dailyRows = all<{ date: string; currency: string; count: number; volume: number }>(
    `SELECT substr(created_at, 1, 10) date, currency, COUNT(*) count,
            SUM(CASE WHEN ${ok} THEN amount ELSE 0 END) volume
     FROM transactions WHERE ${where} GROUP BY date, currency ORDER BY date, currency`,
  ).map((r) => ({ ...r, volume: toMajor(r.volume) }));
  const refunds = refundsFor(db, session, q, start, end);
  const totalCount = Object.values(byStatus).reduce((s, n) => s + n, 0);
  const succeeded =
    all<{ n: number }>(`SELECT COUNT(*) n FROM transactions WHERE ${where} AND ${ok}`)[0]?.n ?? 0;
  return {
    currencies,
    byStatus,
    daily: fillDays(dailyRows, start, end),
    refunds,
    totalCount,
    successRate: totalCount ? Number((succeeded / totalCount).toFixed(4)) : 0,
  };
}

type DailyCurrency = { currency: string; count: number; volume: number };

/** Successful refunds created in the range, per currency (the same scope and currency filter). */
function refundsFor(db: Db, session: MoneySession, q: Query, start: string, end: string) {
  const scope = scopeWhere(session);
  let where = `${scope.sql} AND status = 'success' AND created_at BETWEEN ? AND ?`;
  const params: unknown[] = [...scope.params, dayStart(start), dayEnd(end)];
  if (q.currency) {
    where += ' AND currency = ?';
    params.push(currencyInfo(q.currency)?.code ?? q.currency);
  }
  return (
    db
      .prepare(
        `SELECT currency, COUNT(*) count, SUM(amount) amount FROM refunds WHERE ${where}
         GROUP BY currency ORDER BY currency`,
      )
      .all(...params) as { currency: string; count: number; amount: number }[]
  ).map((r) => ({ ...r, amount: toMajor(r.amount) }));
}

/** A chart wants every day of the range, including quiet ones (capped to a year of days). */
function fillDays(rows: ({ date: string } & DailyCurrency)[], start: string, end: string) {
  const byDate = new Map<string, DailyCurrency[]>();
  for (const { date, ...currency } of rows) byDate.set(date, [...(byDate.get(date) ?? []), currency]);
  const out = [];
  for (
    let t = Date.parse(dayStart(start)), i = 0;
    t <= Date.parse(dayStart(end)) && i < 366;
    t += 86_400_000, i++
  ) {
    const date = new Date(t).toISOString().slice(0, 10);
    const currencies = byDate.get(date) ?? [];
    out.push({ date, count: currencies.reduce((sum, c) => sum + c.count, 0), currencies });
  }
  return out;
}
