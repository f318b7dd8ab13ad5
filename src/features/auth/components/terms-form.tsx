// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { authMessages } from '../messages/index.ts';
import { useAcceptTerms } from '../mutations.ts';
import { AuthCard, FormError } from './auth-card.tsx';

/**
 * Terms acceptance before using the app (docs/product/06-roles.md §6.3: isAccepted); the isAccepted cookie
 * follows the server.
 */
export function TermsForm({ onAccepted }: { onAccepted: () => void }) {
  const t = useT(authMessages);
  // a checkbox, not a text field: the one boolean is kept here rather than in the text form helper
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptTerms();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checked ? null : translate(authMessages, 'termsRequired');
    setError(found);
    if (!found) accept.mutate(undefined, { onSuccess: onAccepted });
  }

  return (
    <AuthCard title={t('termsTitle')} description={t('termsDescription')}>
      <Text size="sm">{t('termsIntro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('termsCredentials')}</List.Item>
        <List.Item>{t('termsLivePayments')}</List.Item>
        <List.Item>{t('termsTestData')}</List.Item>
      </List>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Checkbox
            label={t('termsAccept')}
            checked={checked}
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              setError(null);
            }}
            error={error}
          />
          <FormError message={failureMessage(accept.error)} />
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('acceptAndContinue')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
