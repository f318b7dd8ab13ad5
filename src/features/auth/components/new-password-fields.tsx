import { PasswordInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { PASSWORD_RULE_TEXT } from '../model.ts';

/** The part of a form (lib/form.ts) these fields bind to. */
interface NewPasswordForm {
  getInputProps(name: 'password' | 'confirmation'): {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | null | undefined;
  };
}

/** A new password with its rule stated next to it, and a confirmation that must match. */
export function NewPasswordFields({ form, label }: { form: NewPasswordForm; label?: string }) {
  return (
    <>
      <PasswordInput
        label={label ?? 'Password'}
        description={PASSWORD_RULE_TEXT}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmation')}
      />
    </>
  );
}
