import Big from 'big.js';
import type { AuditChange } from './record.ts';

/** A value as the log shows it: text as it is, lists joined, numbers in plain decimal, nothing as null. */
function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Each field of `after` whose displayed value differs from `before`'s, before → after. Nested objects (a map of
 * explorer URLs) give one change per key (`explorerUrls.ethereum`), so one changed URL is not a wall of JSON.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [b, a] = [before[field], after[field]];
    const nested = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (nested(b) || nested(a)) {
      changes.push(
        ...fieldChanges(
          (b ?? {}) as Record<string, unknown>,
          (a ?? {}) as Record<string, unknown>,
          `${prefix}${field}.`,
        ),
      );
      continue;
    }
    if (displayValue(b) !== displayValue(a))
      changes.push({ field: `${prefix}${field}`, before: displayValue(b), after: displayValue(a) });
  }
  return changes;
}

/** An amount in major units as exact decimal text ("0.0000001", never "1e-7"). */
export function amountText(amount: number): string {
  return new Big(amount).toFixed();
}
