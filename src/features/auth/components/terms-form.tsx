// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { failureMessage } from '../../../lib/form.ts';
import { useAcceptTerms } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/**
 * Terms acceptance before using the app (docs/product/06-roles.md §6.3: isAccepted); the isAccepted cookie
 * follows the server.
 */
export function TermsForm({ onAccepted }: { onAccepted: () => void }) {
  // a checkbox, not a text field: the one boolean is kept here rather than in the text form helper
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptTerms();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checked ? null : 'Accept the terms to continue';
    setError(found);
    if (!found) accept.mutate(undefined, { onSuccess: onAccepted });
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
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              setError(null);
            }}
            error={error}
          />
          <FormError message={failureMessage(accept.error)} />
          <Button type="submit" loading={accept.isPending} fullWidth>
            Accept and continue
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
