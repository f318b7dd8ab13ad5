import { PasswordInput } from '@mantine/core';
import { PASSWORD_RULE_TEXT } from '../model.ts';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | null; confirmation?: string | null };
  label?: string;
}

/** A new password with its rule stated next to it, and a confirmation that must match. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={props.label ?? 'Password'}
        description={PASSWORD_RULE_TEXT}
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(event) => props.onPassword(event.currentTarget.value)}
        error={props.errors.password}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={(event) => props.onConfirmation(event.currentTarget.value)}
        error={props.errors.confirmation}
      />
    </>
  );
}
