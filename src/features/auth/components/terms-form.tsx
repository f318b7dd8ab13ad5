// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { useApiClient } from '../../../api/context.tsx';
import { dataOf } from '../../../api/client.ts';
import { writeCookie } from '../../../session/cookies.ts';
import { useAction } from '../use-action.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/** Terms acceptance before using the app (SPEC §6: isAccepted); the isAccepted cookie follows the server. */
export function TermsForm({ onAccepted }: { onAccepted: () => void }) {
  const api = useApiClient();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAction(async () => {
    const user = await dataOf(api.PATCH('/v1/user/updateTermsCondition', { body: { isAccepted: true } }));
    writeCookie('isAccepted', user.isAccepted ? 'true' : 'false');
    onAccepted();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checked ? null : 'Accept the terms to continue';
    setError(found);
    if (!found) void accept.run();
  }

  return (
    <AuthCard
      title="Terms of service"
      description="Please read and accept the terms before using the dashboard."
    >
      <Text size="sm">By using the back-office you agree that:</Text>
      <List size="sm" spacing={4}>
        <List.Item>you act on behalf of your organization and keep your credentials secret;</List.Item>
        <List.Item>live payments are processed under your merchant agreement;</List.Item>
        <List.Item>test mode data is for testing and may be reset.</List.Item>
      </List>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Checkbox
            label="I have read and accept the terms of service"
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
            error={error}
          />
          <FormError message={accept.error} />
          <Button type="submit" loading={accept.pending} fullWidth>
            Accept and continue
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
