import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AUDIT_KINDS } from '../../../src/features/audit/kinds.ts';
import { kindsOf, validateAuditSearch } from '../../../src/features/audit/search.ts';
import { browserName, shortBrowser } from '../../../src/features/audit/model.ts';

const contractKinds = (
  parse(readFileSync(new URL('../../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
    components: { schemas: { AuditKind: { enum: string[] } } };
  }
).components.schemas.AuditKind.enum;

describe("the audit screen's URL", () => {
  it("knows exactly the contract's kinds, in the filter and in the validation", () => {
    expect([...AUDIT_KINDS].sort()).toEqual([...contractKinds].sort());
    expect(kindsOf(contractKinds.join(','))).toEqual(contractKinds);
    expect(kindsOf('signInX,xsignIn,SignIn,mfa,signIn,signIn')).toEqual(['signIn']);
  });

  it('keeps what is right and drops or corrects what is not', () => {
    expect(
      validateAuditSearch({
        member: '5b6ef52578d581de18654be4',
        kind: 'refundCreated,nope,payoutCreated',
        from: '2026-03-10',
        to: '2026-03-01',
        page: '3',
        limit: '70',
      }),
    ).toEqual({
      member: '5b6ef52578d581de18654be4',
      kind: 'refundCreated,payoutCreated',
      from: '2026-03-01',
      to: '2026-03-10',
      page: 3,
      limit: 50,
    });
    expect(
      validateAuditSearch({ member: 'x', kind: 'nope', from: '2026-02-30', to: '03/01/2026', page: 0 }),
    ).toEqual({
      member: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      limit: 20,
    });
  });
});

describe('the short browser name', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 · Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
    ['curl/8.5.0', 'curl'],
  ])('%s → %s', (agent, expected) => expect(shortBrowser(agent)).toBe(expected));

  it('says nothing of a header it does not recognise', () => {
    expect(browserName('')).toBeNull();
    expect(shortBrowser('SomeBot')).toBeNull();
  });
});
