import { useState } from 'react';
import { useCreateRequest } from '../../../lib/create-request.ts';
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
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

interface ApiKeysPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** the role may create and revoke keys (owner, admin, developer; masters) */
  canManage: boolean;
  /** `?new=1`: the create dialog opens at once (the command palette's "New API key") */
  createRequested?: boolean;
  onCreateRequestHandled?: () => void;
}

/**
 * The signing keys of the current organization and environment: list, create (the secret shown once),
 * revoke after a confirmation. A role that may not manage keys sees the list only.
 */
export function ApiKeysPage({ scope, canManage, createRequested, onCreateRequestHandled }: ApiKeysPageProps) {
  const t = useT(apiKeysMessages);
  const screen = useT(screenMessages);
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
  useCreateRequest(canManage && !!createRequested, openCreate, () => onCreateRequestHandled?.());
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
                {screen('apiKeysHeading')}
              </Title>
              <EnvBadge env={scope.env} />
            </Group>
            <Text size="sm" c="dimmed">
              {scope.env === 'live' ? t('liveHint') : t('testHint')}
            </Text>
          </div>
          {canManage && (
            <OnlineOnlyButton action={t('creatingKey')} onClick={openCreate}>
              {t('createKey')}
            </OnlineOnlyButton>
          )}
        </Group>
        {!canManage && (
          <Alert color="gray" variant="light">
            {t('readOnly')}
          </Alert>
        )}
        {keys.length === 0 ? (
          <EmptyState
            title={t('empty', { env: scope.env })}
            description={t('emptyHint')}
            action={
              canManage && (
                <OnlineOnlyButton action={t('creatingKey')} onClick={openCreate}>
                  {t('createKey')}
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
        title={t('revokeTitle')}
        confirmLabel={t('revokeConfirm')}
        danger
        pending={revoke.isPending}
        error={failureMessage(revoke.error)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: closeRevoke })}
        onClose={closeRevoke}
      >
        {revoking && t('revokeQuestion', { name: revoking.name, key: maskedKey(revoking.keyPrefix) })}
      </ConfirmDialog>
    </Container>
  );
}
