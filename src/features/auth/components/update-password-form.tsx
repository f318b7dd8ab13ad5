import { PasswordInput, Stack, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { changedPasswordError, confirmError, currentPasswordError } from '../account-rules.ts';
import { authMessages } from '../messages/index.ts';
import { useUpdatePassword } from '../mutations.ts';
import { FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import '../styles.ts';

/** Change password (currentPassword and password), for the profile screen to host. */
export function UpdatePasswordForm() {
  const t = useT(authMessages);
  const update = useUpdatePassword();
  const form = useFormFields(
    { current: '', password: '', confirmation: '' },
    {
      current: currentPasswordError,
      password: (value, values) => changedPasswordError(value, values.current),
      confirmation: (value, values) => confirmError(values.password, value),
    },
  );
  const submit = form.onSubmit(({ current, password }) =>
    update.mutate(
      { currentPassword: current, password },
      {
        onSuccess: () => {
          form.reset();
          showToast(translate(authMessages, 'passwordUpdated'), 'success');
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="update-password-title" className="bo-auth">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4" id="update-password-title">
          {t('changePasswordTitle')}
        </Title>
        <PasswordInput
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current')}
        />
        <NewPasswordFields label={t('newPassword')} form={form} />
        <FormError message={failureMessage(update.error)} />
        <OnlineOnlyButton type="submit" action={t('changingPassword')} loading={update.isPending}>
          {t('updatePassword')}
        </OnlineOnlyButton>
      </Stack>
    </form>
  );
}
