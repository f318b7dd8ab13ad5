import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { confirmError, newPasswordError } from '../account-rules.ts';
import { authMessages } from '../messages/index.ts';
import { useResetPassword } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * A new password chosen through the emailed link (`/reset-password?token=`). Every device signed in to the
 * account is signed out (said above the fields); the user may remove the account's passkeys too (issue 46). The
 * page knows nobody, so the choice names no count.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(authMessages);
  const reset = useResetPassword(token);
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const form = useFormFields(
    { password: '', confirmation: '' },
    { password: newPasswordError, confirmation: (value, values) => confirmError(values.password, value) },
  );
  const submit = form.onSubmit(({ password }) => reset.mutate({ password, removePasskeys }));

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
            <Text size="sm">{t('resetSignsOutEverywhere')}</Text>
            <NewPasswordFields label={t('newPassword')} form={form} />
            <Checkbox
              label={t('removeAnyPasskeys')}
              description={t('removePasskeysHint')}
              checked={removePasskeys}
              onChange={(event) => setRemovePasskeys(event.currentTarget.checked)}
            />
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
