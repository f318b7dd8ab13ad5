import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { confirmError, nameError, newPasswordError } from '../account-rules.ts';
import { authMessages } from '../messages/index.ts';
import { defaultOrganizationName, emailError } from '../model.ts';
import { useRegister } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Account creation: the new user owns a new organization and is signed in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT(authMessages);
  const register = useRegister();
  const form = useFormFields(
    { name: '', email: '', organizationName: '', password: '', confirmation: '' },
    {
      name: nameError,
      email: emailError,
      password: newPasswordError,
      confirmation: (value, values) => confirmError(values.password, value),
    },
  );
  const { values } = form;
  const submit = form.onSubmit((registration) => register.mutate(registration, { onSuccess: onRegistered }));

  return (
    <AuthCard title={t('registerTitle')} description={t('registerDescription')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fullName')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('organizationName')}
            description={
              // the default is data the specification fixes (docs/product/03-entities.md §3.5): never translated
              values.name.trim()
                ? t('organizationNameDefault', { organization: defaultOrganizationName(values.name) })
                : t('organizationNameDefaultUnnamed')
            }
            autoComplete="organization"
            {...form.getInputProps('organizationName')}
          />
          <NewPasswordFields form={form} />
          <FormError message={failureMessage(register.error)} />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('createAccount')}
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6}>
        <span>{t('alreadyHaveAccount')}</span>
        <Anchor component={Link} to="/">
          {t('signIn')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
