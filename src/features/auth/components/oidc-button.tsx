import { Button } from '@mantine/core';
import { useOidcSettings } from '../../../session/context.tsx';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { signInMessages } from '../sign-in/messages/index.ts';
import { useStartOidc } from '../mutations.ts';
import { FormError } from './auth-card.tsx';

/**
 * "Continue with <identity provider>" when one is configured; nothing otherwise. Part of the sign-in screen: its
 * words are in the sign-in catalog.
 */
export function OidcButton({ next }: { next: string }) {
  const t = useT(signInMessages);
  const settings = useOidcSettings();
  const start = useStartOidc();
  if (!settings) return null;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        loading={start.isPending}
        onClick={() => start.mutate(next)}
        className="bo-oidc-button"
      >
        {t('continueWith', { provider: settings.name })}
      </Button>
      <FormError message={failureMessage(start.error)} />
    </>
  );
}
