import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { scopeDisplayName } from '../../src/session/scope-name.ts';

const ACME = { _id: '64b000000000000000000001', name: 'Acme Ltd' };

afterEach(() => activateLocale('en'));

describe('scopeDisplayName', () => {
  it('is the organization’s name, as the provider spells it, in every language', async () => {
    expect(scopeDisplayName({ orgId: ACME._id, masterOrgId: null }, [ACME], [])).toBe('Acme Ltd');
    await activateLocale('ar');
    expect(scopeDisplayName({ orgId: ACME._id, masterOrgId: null }, [ACME], [])).toBe('Acme Ltd');
  });

  it('says "All organizations" for a master’s all, and "Your organization" until the name is known', async () => {
    expect(scopeDisplayName({ orgId: ACME._id, masterOrgId: '' }, [ACME], [])).toBe('All organizations');
    expect(scopeDisplayName({ orgId: 'unknown', masterOrgId: null }, [], [])).toBe('Your organization');
    await activateLocale('fr');
    expect(scopeDisplayName({ orgId: ACME._id, masterOrgId: '' }, [ACME], [])).toBe(
      'Toutes les organisations',
    );
    expect(scopeDisplayName({ orgId: 'unknown', masterOrgId: null }, [], [])).toBe('Votre organisation');
  });
});
