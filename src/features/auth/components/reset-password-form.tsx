import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { confirmError, newPasswordError } from '../account-rules.ts';
import { authMessages } from '../messages/index.ts';
import { useResetPassword } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** A new password chosen through the emailed link (`/reset-password?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(authMessages);
  const reset = useResetPassword(token);
  const form = useFormFields(
    { password: '', confirmation: '' },
    { password: newPasswordError, confirmation: (value, values) => confirmError(values.password, value) },
  );
  const submit = form.onSubmit(({ password }) => reset.mutate(password));

  if (!token)
    return (
      <AuthCard title={t('resetTitle')}>
        <FormError message={t('resetLinkIncomplete')} />
        <Anchor component={Link} to="/forgot-password">
          {t('sendNewResetLink')}
        </Anchor>
      </AuthCard>
    );

  return (
    <AuthCard title={t('resetTitle')}>
      {reset.isSuccess ? (
        <>
          <Alert color="green" role="status">
            {t('resetDone')}
          </Alert>
          <Button component={Link} to="/" fullWidth>
            {t('signIn')}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NewPasswordFields label={t('newPassword')} form={form} />
            <FormError message={failureMessage(reset.error)} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('resetPassword')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
