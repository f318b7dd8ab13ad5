import { useState } from 'react';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { failureMessage } from '../../../lib/form.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { maskedKey } from '../model.ts';
import { useCreateSigningKey, useRevokeSigningKey } from '../mutations.ts';
import { signingKeysQueryOptions, type SigningKey } from '../queries.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { KeySecretDialog, type RevealedSecret } from './key-secret-dialog.tsx';
import { EnvBadge, KeysTable } from './keys-table.tsx';

interface ApiKeysPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** the role may create and revoke keys (owner, admin, developer; masters) */
  canManage: boolean;
}

/**
 * The signing keys of the current organization and environment: list, create (the secret shown once),
 * revoke after a confirmation. A role that may not manage keys sees the list only.
 */
export function ApiKeysPage({ scope, canManage }: ApiKeysPageProps) {
  const api = useApiClient();
  const { data: keys } = useSuspenseQuery(signingKeysQueryOptions(api, scope));
  const [creating, setCreating] = useState(false);
  // the one place the secret lives, and only while its dialog is open
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [revoking, setRevoking] = useState<SigningKey | null>(null);
  const create = useCreateSigningKey(scope, (key, secret) => setRevealed({ name: key.name, secret }));
  const revoke = useRevokeSigningKey(scope);

  const openCreate = () => {
    create.reset();
    setCreating(true);
  };
  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };

  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Group gap="xs">
              <Title order={1} size="h2">
                API keys
              </Title>
              <EnvBadge env={scope.env} />
            </Group>
            <Text size="sm" c="dimmed">
              {scope.env === 'live'
                ? 'Live keys move real money. Keep their secrets on your servers only.'
                : 'Test keys work against test data only; switch off Test mode for live keys.'}
            </Text>
          </div>
          {canManage && (
            <OnlineOnlyButton action="Creating an API key" onClick={openCreate}>
              Create API key
            </OnlineOnlyButton>
          )}
        </Group>
        {!canManage && (
          <Alert color="gray" variant="light">
            Your role can see this organization&apos;s keys but not create or revoke them. Ask an owner, admin
            or developer.
          </Alert>
        )}
        {keys.length === 0 ? (
          <EmptyState
            title={`No ${scope.env} API keys yet`}
            description="A key lets your servers call the payments API for this organization and environment."
            action={
              canManage && (
                <OnlineOnlyButton action="Creating an API key" onClick={openCreate}>
                  Create API key
                </OnlineOnlyButton>
              )
            }
          />
        ) : (
          <KeysTable keys={keys} canManage={canManage} onRevoke={setRevoking} />
        )}
      </Stack>

      <CreateKeyDialog
        opened={creating}
        env={scope.env}
        pending={create.isPending}
        error={create.error}
        onCreate={(input) => create.mutate(input, { onSuccess: () => setCreating(false) })}
        onClose={() => setCreating(false)}
      />
      <KeySecretDialog
        revealed={revealed}
        onClose={() => {
          setRevealed(null);
          create.reset();
        }}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API key"
        confirmLabel="Revoke key"
        danger
        pending={revoke.isPending}
        error={failureMessage(revoke.error)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: closeRevoke })}
        onClose={closeRevoke}
      >
        {revoking && (
          <>
            Revoke “{revoking.name}” ({maskedKey(revoking.keyPrefix)})? Anything that signs with it stops
            working at once. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Container>
  );
}
