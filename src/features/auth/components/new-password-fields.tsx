import { PasswordInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useT } from '../../../i18n/translate.ts';
import { authMessages } from '../messages/index.ts';

/** The part of a form (lib/form.ts) these fields bind to. */
interface NewPasswordForm {
  getInputProps(name: 'password' | 'confirmation'): {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | null | undefined;
  };
}

/**
 * A new password with its rule (contract NewPassword) stated next to it, and a confirmation that must match.
 * `label` is the password field's, already translated ("New password"); "Password" when absent.
 */
export function NewPasswordFields({ form, label }: { form: NewPasswordForm; label?: string }) {
  const t = useT(authMessages);
  return (
    <>
      <PasswordInput
        label={label ?? t('password')}
        description={t('passwordRule')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmation')}
      />
    </>
  );
}
