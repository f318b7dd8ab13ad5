import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { addExactMultipleKeyword, exactMultiples } from './number-rules.ts';

// ajv-formats is CommonJS: under NodeNext its default import is the module object at type level
const addFormats = ((formatsModule as unknown as { default?: FormatsPlugin }).default ??
  formatsModule) as FormatsPlugin;

// A plain path, not a URL object: under jsdom-based tests the global URL is not Node's.
const CONTRACT_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'provider.yaml');
const DOC_ID = 'provider.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;
interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

/**
 * The guard an operation declares in `x-proof` (the contract's "fresh proofs" convention): `fresh` needs a
 * recent proof of this sign-in, `in-request` carries its own, `none` needs nothing more than the token.
 */
export interface ProofGuard {
  level: 'none' | 'in-request' | 'fresh';
  reason: string;
  /** a `fresh` guard applies only to bodies with one of these fields set (to one of `in`, when given) */
  when?: { field: string; in?: unknown[] }[];
}

/** One operation of the contract with its compiled request validators. */
export interface Operation {
  method: string;
  operationId: string;
  isPublic: boolean;
  /** undefined only for an operation that forgot it: tests/contract/proof-guards.test.ts fails then */
  proof: ProofGuard | undefined;
  regex: RegExp;
  pathNames: string[];
  /** header names as the contract spells them */
  headerNames: string[];
  /** query parameters the contract declares as integer or number, each with its type */
  numericQuery: Record<string, 'integer' | 'number'>;
  validators: { path: ValidateFunction; query: ValidateFunction; header: ValidateFunction };
  body?: { required: boolean; validate?: ValidateFunction };
}

/** Contract-local refs must resolve inside the document registered as DOC_ID. */
function rebase<T>(node: T): T {
  if (Array.isArray(node)) return node.map(rebase) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? DOC_ID + v : rebase(v);
  }
  return out as T;
}

function deref(doc: Json, node: Json): Json {
  let cur = node;
  for (let i = 0; i < 10 && typeof cur.$ref === 'string'; i++) {
    cur = (cur.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((o, key) => (o as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
  }
  return cur;
}

function objectSchema(params: Param[]): Json {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, rebase(p.schema ?? {})])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * An object whose values are made on first read and kept: compiling every operation's validators takes about
 * half a second, and a sandbox (one per test file) answers a few of its operations only.
 */
function compiledOnFirstUse<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const made = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    let value: T[typeof key] | undefined;
    let done = false;
    Object.defineProperty(made, key, {
      enumerable: true,
      get: () => {
        if (!done) [value, done] = [makers[key](), true];
        return value;
      },
    });
  }
  return made;
}

/**
 * Loads the YAML and prepares every operation, its validators compiled on first use (once per process: tests
 * create many sandboxes).
 */
function load(): Operation[] {
  const doc = exactMultiples(parse(readFileSync(CONTRACT_FILE, 'utf8')) as Json);
  const components = { $id: DOC_ID, components: doc.components ?? {} };
  // verbose: errors carry their schema, so a contract's x-error-message can replace ajv's wording
  const strictAjv = new Ajv2020({ strict: false, allErrors: false, verbose: true });
  // path, query and header values arrive as strings: let ajv coerce them to the declared types
  const coercingAjv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true, verbose: true });
  for (const ajv of [strictAjv, coercingAjv]) {
    addFormats(ajv);
    addExactMultipleKeyword(ajv);
    ajv.addSchema(components);
  }
  const globalSecurity = (doc.security as unknown[] | undefined) ?? [];
  const ops: Operation[] = [];
  for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const item = deref(doc, rawItem);
    const shared = ((item.parameters as Json[]) ?? []).map((p) => deref(doc, p) as unknown as Param);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const own = ((op.parameters as Json[]) ?? []).map((p) => deref(doc, p) as unknown as Param);
      const params = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const pick = (where: Param['in']) => params.filter((p) => p.in === where);
      const pathNames: string[] = [];
      const pattern = path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
          pathNames.push(name);
          return '([^/]+)';
        });
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const rb = op.requestBody ? deref(doc, op.requestBody as Json) : undefined;
      const bodySchema = (rb?.content as Record<string, Json> | undefined)?.['application/json']?.schema as
        Json | undefined;
      ops.push({
        method: method.toUpperCase(),
        operationId: String(op.operationId ?? `${method} ${path}`),
        isPublic: security.length === 0,
        proof: op['x-proof'] as ProofGuard | undefined,
        regex: new RegExp(`^${pattern}$`),
        pathNames,
        headerNames: pick('header').map((p) => p.name),
        numericQuery: Object.fromEntries(
          pick('query').flatMap((p): [string, 'integer' | 'number'][] => {
            const type = [deref(doc, p.schema ?? {}).type].flat();
            if (type.includes('integer')) return [[p.name, 'integer']];
            return type.includes('number') ? [[p.name, 'number']] : [];
          }),
        ),
        validators: compiledOnFirstUse({
          path: () => coercingAjv.compile(objectSchema(pick('path'))),
          query: () => coercingAjv.compile(objectSchema(pick('query'))),
          header: () => coercingAjv.compile(objectSchema(pick('header'))),
        }),
        body: rb
          ? compiledOnFirstUse<NonNullable<Operation['body']>>({
              required: () => rb.required === true,
              validate: () => (bodySchema ? strictAjv.compile(rebase(bodySchema)) : undefined),
            })
          : undefined,
      });
    }
  }
  // literal segments win over templated ones (e.g. /payout/detail/{id} vs a bare /payout/{id})
  return ops.sort((a, b) => a.pathNames.length - b.pathNames.length);
}

let cache: Operation[] | undefined;
/** Every operation of the contract (loaded once per process). */
export function contractOperations(): Operation[] {
  return (cache ??= load());
}

export function findOperation(
  method: string,
  path: string,
): { op: Operation; params: Record<string, string> } | null {
  for (const op of contractOperations()) {
    if (op.method !== method) continue;
    const m = op.regex.exec(path);
    if (!m) continue;
    return { op, params: Object.fromEntries(op.pathNames.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return null;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? 'an' : 'a');

/** "body.email must be a valid email" — names the field, says what is expected. */
export function describeError(location: string, e: ErrorObject): string {
  const field = location + e.instancePath.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
  const p = e.params as Record<string, unknown>;
  const custom = (e.parentSchema as Record<string, unknown> | undefined)?.['x-error-message'];
  if (typeof custom === 'string' && e.keyword !== 'required' && e.keyword !== 'type') return custom;
  switch (e.keyword) {
    case 'required':
      return `${field}.${String(p.missingProperty)} is required`;
    case 'additionalProperties':
      return `${field}.${String(p.additionalProperty)} is not allowed`;
    case 'format':
      return `${field} must be a valid ${String(p.format)}${p.format === 'date' ? ' (YYYY-MM-DD)' : ''}`;
    case 'type':
      return `${field} must be ${article(String(p.type))} ${String(p.type)}`;
    case 'enum':
      return `${field} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be ${JSON.stringify(p.allowedValue)}`;
    case 'minProperties':
      return `${field} must contain at least ${String(p.limit)} field${p.limit === 1 ? '' : 's'}`;
    default:
      return `${field} ${e.message ?? 'is invalid'}`;
  }
}
