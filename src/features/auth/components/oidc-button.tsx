import { Button } from '@mantine/core';
import { useOidcSettings } from '../../../session/context.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { useStartOidc } from '../mutations.ts';
import { FormError } from './auth-card.tsx';

/** "Continue with <identity provider>" when one is configured; nothing otherwise. */
export function OidcButton({ next }: { next: string }) {
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
        Continue with {settings.name}
      </Button>
      <FormError message={failureMessage(start.error)} />
    </>
  );
}
