import { PasswordInput, Stack, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { confirmError, newPasswordError, requiredError } from '../model.ts';
import { useUpdatePassword } from '../mutations.ts';
import { FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import '../styles.ts';

/** Change password (currentPassword and password), for the profile screen to host. */
export function UpdatePasswordForm() {
  const update = useUpdatePassword();
  const form = useFormFields(
    { current: '', password: '', confirmation: '' },
    {
      current: (value) => requiredError(value, 'your current password'),
      password: (value, values) =>
        newPasswordError(value) ??
        (value === values.current ? 'Choose a password different from the current one' : null),
      confirmation: (value, values) => confirmError(values.password, value),
    },
  );
  const submit = form.onSubmit(({ current, password }) =>
    update.mutate(
      { currentPassword: current, password },
      {
        onSuccess: () => {
          form.reset();
          showToast('Password updated', 'success');
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="update-password-title" className="bo-auth">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4" id="update-password-title">
          Change password
        </Title>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current')}
        />
        <NewPasswordFields label="New password" form={form} />
        <FormError message={failureMessage(update.error)} />
        <OnlineOnlyButton type="submit" action="Changing your password" loading={update.isPending}>
          Update password
        </OnlineOnlyButton>
      </Stack>
    </form>
  );
}
