import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import {
  confirmError,
  defaultOrganizationName,
  emailError,
  newPasswordError,
  requiredError,
} from '../model.ts';
import { useRegister } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Account creation: the new user owns a new organization and is signed in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  const form = useFormFields(
    { name: '', email: '', organizationName: '', password: '', confirmation: '' },
    {
      name: (value) => requiredError(value, 'your name'),
      email: emailError,
      password: newPasswordError,
      confirmation: (value, values) => confirmError(values.password, value),
    },
  );
  const { values } = form;
  const submit = form.onSubmit((registration) => register.mutate(registration, { onSuccess: onRegistered }));

  return (
    <AuthCard title="Create your account" description="Start accepting payments in test mode right away.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Organization name"
            description={
              values.name.trim()
                ? `Optional. Default: ${defaultOrganizationName(values.name)}`
                : 'Optional. Default: your name followed by ’s organization'
            }
            autoComplete="organization"
            {...form.getInputProps('organizationName')}
          />
          <NewPasswordFields form={form} />
          <FormError message={failureMessage(register.error)} />
          <Button type="submit" loading={register.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6}>
        <span>Already have an account?</span>
        <Anchor c="blue.9" component={Link} to="/">
          Sign in
        </Anchor>
      </Group>
    </AuthCard>
  );
}
