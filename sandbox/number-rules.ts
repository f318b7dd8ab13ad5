/**
 * The contract's rules for numbers in requests that ajv alone gets wrong (openapi/provider.yaml, "Numbers in
 * requests"): exact multipleOf, finite body numbers, plain digits in query numbers.
 */
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import Big from 'big.js';

type Json = Record<string, unknown>;

/**
 * JSON Schema's multipleOf is exact decimal arithmetic, but ajv divides binary floats (0.29 / 0.01 is
 * 28.999999999999996, so 0.29 would be refused) and cannot see 5e-324's 324 decimals. The contract's
 * multipleOf is therefore checked by this keyword, on the decimal the client wrote (its shortest writing).
 */
const EXACT_MULTIPLE = 'x-exact-multiple-of';
export function exactMultiples<T>(node: T): T {
  if (Array.isArray(node)) return node.map(exactMultiples) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json))
    out[k === 'multipleOf' ? EXACT_MULTIPLE : k] = exactMultiples(v);
  return out as T;
}

function isExactMultiple(step: number, data: unknown): boolean {
  if (typeof data !== 'number' || !Number.isFinite(data)) return true; // type and finiteness are checked elsewhere
  return new Big(String(data)).mod(new Big(String(step))).eq(0);
}

/** "at most 8 decimals" for a step of 0.00000001, else "a multiple of 5". */
function multipleWording(step: number): string {
  const decimals = new Big(String(step)).toFixed().split('.')[1]?.length ?? 0;
  return new Big(10).pow(-decimals).eq(new Big(String(step)))
    ? `have at most ${decimals} decimals`
    : `be a multiple of ${new Big(String(step)).toFixed()}`;
}

/** Registers the keyword that replaces multipleOf (see exactMultiples) on `ajv`. */
export function addExactMultipleKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: EXACT_MULTIPLE,
    type: 'number',
    schemaType: 'number',
    validate: function check(step: number, data: unknown) {
      (check as { errors?: Partial<ErrorObject>[] }).errors = [
        { keyword: EXACT_MULTIPLE, message: `must ${multipleWording(step)}`, params: { multipleOf: step } },
      ];
      return isExactMultiple(step, data);
    },
  });
}

/**
 * A query number as plain decimal digits. Coercion alone would take what Number() takes: `page=0x10` (16),
 * `1e1` or ` 5 `, which then reach the handler as text it does not read as the number ajv checked.
 */
export function plainQueryNumber(type: 'integer' | 'number', value: string): boolean {
  return (type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(value);
}

/**
 * The path (body.a.b[0]) of the first number in a parsed JSON body that is not finite: JSON.parse turns a
 * literal that overflows (1e400) into Infinity, which passes `type: number` and `minimum`, and is then stored
 * by JSON.stringify as null.
 */
export function nonFiniteNumberAt(value: unknown, path = 'body'): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteNumberAt(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
