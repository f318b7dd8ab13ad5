import { Button } from '@mantine/core';
import { useOidcSettings } from '../../../session/context.tsx';
import { startOidc } from '../oidc.ts';
import { useAction } from '../use-action.ts';
import { FormError } from './auth-card.tsx';

/** "Continue with <identity provider>" when one is configured; nothing otherwise. */
export function OidcButton({ next }: { next: string }) {
  const settings = useOidcSettings();
  const start = useAction(async () => {
    if (settings) await startOidc(settings, next);
  });
  if (!settings) return null;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        loading={start.pending}
        onClick={() => void start.run()}
        className="bo-oidc-button"
      >
        Continue with {settings.name}
      </Button>
      <FormError message={start.error} />
    </>
  );
}
