import { afterEach, describe, expect, it } from 'vitest';
import {
  changedPasswordError,
  confirmError,
  currentPasswordError,
  nameError,
  newPasswordError,
} from '../../../src/features/auth/account-rules.ts';
import { defaultOrganizationName, emailError } from '../../../src/features/auth/model.ts';
import { activateLocale } from '../../../src/i18n/locale-store.ts';

// the language is the module's state, shared by the files of a worker: every test leaves it English
afterEach(() => activateLocale('en'));

describe('the account forms’ checks', () => {
  it('say one whole message per field', () => {
    expect(nameError('  ')).toBe('Enter your name');
    expect(nameError('Maya')).toBeNull();
    expect(currentPasswordError('')).toBe('Enter your current password');
    expect(emailError('')).toBe('Enter your email address');
    expect(emailError('maya@')).toBe('Enter a valid email address, like name@example.com');
    expect(newPasswordError('')).toBe('Choose a password');
    expect(newPasswordError('abc1')).toBe('Use at least 8 characters');
    expect(newPasswordError('abcdefgh')).toBe('Use at least one letter and one digit');
    expect(changedPasswordError('secret123', 'secret123')).toBe(
      'Choose a password different from the current one',
    );
    expect(changedPasswordError('secret124', 'secret123')).toBeNull();
    expect(confirmError('secret123', '')).toBe('Repeat the password');
    expect(confirmError('secret123', 'secret124')).toBe('The passwords do not match');
  });

  it('speak the language chosen when they run', async () => {
    await activateLocale('fr');
    expect(nameError('')).toBe('Saisissez votre nom');
    expect(emailError('maya')).toBe('Saisissez une adresse e-mail valide, par exemple nom@example.com');
    expect(confirmError('secret123', 'secret124')).toBe('Les mots de passe ne correspondent pas');
    await activateLocale('ar');
    expect(currentPasswordError('')).toBe('أدخل كلمة المرور الحالية');
    expect(newPasswordError('abc1')).toBe('استخدم 8 أحرف على الأقل');
  });

  it('keep the default organization name as the specification fixes it, in every language', async () => {
    await activateLocale('fr');
    expect(defaultOrganizationName(' Maya ')).toBe("Maya's organization");
  });
});
