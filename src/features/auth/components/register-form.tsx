import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { useSession } from '../../../session/context.tsx';
import { establishSession } from '../../../session/establish.ts';
import {
  confirmError,
  defaultOrganizationName,
  emailError,
  newPasswordError,
  requiredError,
} from '../model.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Field = 'name' | 'email' | 'organizationName' | 'password' | 'confirmation';

/** Account creation: the new user owns a new organization and is signed in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const api = useApiClient();
  const session = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    organizationName: '',
    password: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const register = useAction(async () => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      organizationName: values.organizationName.trim() || defaultOrganizationName(values.name),
    };
    const result = await dataOf(api.POST('/v1/auth/register', { body }));
    await establishSession(session, result.tokens);
    onRegistered();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: requiredError(values.name, 'your name'),
      email: emailError(values.email),
      password: newPasswordError(values.password),
      confirmation: confirmError(values.password, values.confirmation),
    };
    setErrors(found);
    if (Object.values(found).every((error) => !error)) void register.run();
  }

  return (
    <AuthCard title="Create your account" description="Start accepting payments in test mode right away.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={errors.email}
          />
          <TextInput
            label="Organization name"
            description={
              values.name.trim()
                ? `Optional. Default: ${defaultOrganizationName(values.name)}`
                : 'Optional. Default: your name followed by ’s organization'
            }
            autoComplete="organization"
            value={values.organizationName}
            onChange={(event) => set('organizationName')(event.currentTarget.value)}
          />
          <NewPasswordFields
            password={values.password}
            confirmation={values.confirmation}
            onPassword={set('password')}
            onConfirmation={set('confirmation')}
            errors={errors}
          />
          <FormError message={register.error} />
          <Button type="submit" loading={register.pending} fullWidth>
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
