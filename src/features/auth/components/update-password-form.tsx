// the passkeys choice's styles load with the profile, not with the first sign-in screen
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Checkbox, PasswordInput, Stack, Text, Title } from '@mantine/core';
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

interface UpdatePasswordFormProps {
  /** how many passkeys the user has: the choice to remove them with the change is offered only when some */
  passkeyCount?: number;
  /** after a change that removed them (the host refreshes what shows them) */
  onPasskeysRemoved?: () => void;
}

/**
 * Change password (currentPassword and password), for the profile screen to host. The change signs out every
 * other device and keeps this one (the provider's rule, said above the fields); with passkeys, it offers to
 * remove them too (issue 46: a lasting way in someone may have added with the old password).
 */
export function UpdatePasswordForm({ passkeyCount = 0, onPasskeysRemoved }: UpdatePasswordFormProps) {
  const t = useT(authMessages);
  const update = useUpdatePassword();
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const form = useFormFields(
    { current: '', password: '', confirmation: '' },
    {
      current: currentPasswordError,
      password: (value, values) => changedPasswordError(value, values.current),
      confirmation: (value, values) => confirmError(values.password, value),
    },
  );
  // a choice no longer on screen (the passkeys were removed meanwhile) is not sent
  const removing = removePasskeys && passkeyCount > 0;
  const submit = form.onSubmit(({ current, password }) =>
    update.mutate(
      { currentPassword: current, password, removePasskeys: removing },
      {
        onSuccess: () => {
          form.reset();
          setRemovePasskeys(false);
          if (removing) onPasskeysRemoved?.();
          showToast(
            translate(authMessages, removing ? 'passwordUpdatedPasskeysRemoved' : 'passwordUpdated'),
            'success',
          );
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
        <Text size="sm">{t('passwordChangeKeepsThisSession')}</Text>
        <PasswordInput
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current')}
        />
        <NewPasswordFields label={t('newPassword')} form={form} />
        {passkeyCount > 0 && (
          <Checkbox
            label={t('removePasskeysCount', { count: passkeyCount })}
            description={t('removePasskeysHint')}
            checked={removePasskeys}
            onChange={(event) => setRemovePasskeys(event.currentTarget.checked)}
          />
        )}
        <FormError message={failureMessage(update.error)} />
        <OnlineOnlyButton type="submit" action={t('changingPassword')} loading={update.isPending}>
          {t('updatePassword')}
        </OnlineOnlyButton>
      </Stack>
    </form>
  );
}
