/** The audit log's kinds are one list: the provider's (audit/record.ts) and the contract's AuditKind agree. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AUDIT_KINDS } from '../../sandbox/audit/record.ts';

const spec = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: { AuditKind: { enum: string[] } } };
};

describe('AuditKind', () => {
  it('lists the same kinds in the provider and in the contract', () => {
    expect([...AUDIT_KINDS].sort()).toEqual([...spec.components.schemas.AuditKind.enum].sort());
  });
});
