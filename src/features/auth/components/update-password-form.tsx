import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { showToast } from '../../../lib/toast.ts';
import { confirmError, newPasswordError, requiredError } from '../model.ts';
import { useAction } from '../use-action.ts';
import { FormError } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import '../styles.ts';

/** Change password (currentPassword and password), for the profile screen to host. */
export function UpdatePasswordForm() {
  const api = useApiClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const update = useAction(async () => {
    await dataOf(api.PATCH('/v1/auth/update-password', { body: { currentPassword: current, password } }));
    setCurrent('');
    setPassword('');
    setConfirmation('');
    showToast('Password updated', 'success');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: requiredError(current, 'your current password'),
      password:
        newPasswordError(password) ??
        (password === current ? 'Choose a password different from the current one' : null),
      confirmation: confirmError(password, confirmation),
    };
    setErrors(found);
    if (Object.values(found).every((error) => !error)) void update.run();
  }

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
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.current}
        />
        <NewPasswordFields
          label="New password"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError message={update.error} />
        <Button type="submit" loading={update.pending}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
