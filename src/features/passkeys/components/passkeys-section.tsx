import { useState } from 'react';
import './passkeys.css';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatDayMonthYear } from '../../../lib/dates.ts';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUserId } from '../../../session/context.tsx';
import { passkeysMessages } from '../messages/index.ts';
import { CancelledCeremony, useAddPasskey, useRemovePasskey, useRenamePasskey } from '../mutations.ts';
import { passkeysQueryOptions, type Passkey } from '../queries.ts';
import { PasskeyNameDialog } from './passkey-name-dialog.tsx';

/** WebAuthn here at all; the library itself loads when a passkey is added (mutations.ts). */
const webAuthnHere = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A name for the device the passkey is made on ("Mac · Chrome"), computed as the browser describes itself. */
async function suggestedName(): Promise<string> {
  const { suggestedPasskeyName } = await import('../../../lib/webauthn.ts');
  return suggestedPasskeyName();
}

type Dialog =
  { kind: 'add'; name: string } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

/**
 * The profile's passkeys: each with its name, when it was added and last used; add one (named, a name from the
 * device suggested), rename or remove one (after a confirmation).
 */
export function PasskeysSection() {
  const t = useT(passkeysMessages);
  const api = useApiClient();
  const userId = useUserId();
  const list = useQuery(passkeysQueryOptions(api, { userId }));
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => {
    setDialog(null);
    add.reset();
    rename.reset();
    remove.reset();
  };

  const startAdding = () => void suggestedName().then((name) => setDialog({ kind: 'add', name }));
  const addError = add.error instanceof CancelledCeremony ? null : failureMessage(add.error);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="passkeys-title">
            {t('title')}
          </Title>
          <Text size="sm" mt={4}>
            {t('description')}
          </Text>
        </div>
        {list.isPending ? (
          <Loader size="xs" role="progressbar" aria-label={t('loading')} />
        ) : list.isError ? (
          <Group gap="xs">
            <Text size="sm" c="red.9" role="alert">
              {t('loadFailed')}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        ) : list.data.length === 0 ? (
          <Text size="sm">{t('empty')}</Text>
        ) : (
          <Stack gap={0} component="ul" className="bo-passkey-list" data-testid="passkey-list">
            {list.data.map((passkey) => (
              <PasskeyRow
                key={passkey._id}
                passkey={passkey}
                onRename={() => setDialog({ kind: 'rename', passkey })}
                onRemove={() => setDialog({ kind: 'remove', passkey })}
              />
            ))}
          </Stack>
        )}
        {webAuthnHere() ? (
          <Group>
            <OnlineOnlyButton action={t('adding')} variant="default" onClick={startAdding}>
              {t('add')}
            </OnlineOnlyButton>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('unsupported')}
          </Text>
        )}
      </Stack>
      {dialog?.kind === 'add' && (
        <PasskeyNameDialog
          title={t('add')}
          initialName={dialog.name}
          submitLabel={t('continue')}
          pending={add.isPending}
          error={addError}
          onClose={close}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: () => {
                close();
                showToast(t('added'));
              },
            })
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <PasskeyNameDialog
          title={t('renameTitle')}
          initialName={dialog.passkey.name}
          submitLabel={t('save')}
          pending={rename.isPending}
          error={failureMessage(rename.error)}
          onClose={close}
          onSubmit={(name) =>
            rename.mutate(
              { id: dialog.passkey._id, name },
              {
                onSuccess: () => {
                  close();
                  showToast(t('renamed'));
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        danger
        pending={remove.isPending}
        error={failureMessage(remove.error)}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          remove.mutate(dialog.passkey._id, {
            onSuccess: () => {
              close();
              showToast(t('removed'));
            },
          });
        }}
      >
        {dialog?.kind === 'remove' ? t('removeConfirm', { name: dialog.passkey.name }) : null}
      </ConfirmDialog>
    </Paper>
  );
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const t = useT(passkeysMessages);
  const created = formatDayMonthYear(passkey.createdAt) ?? '';
  const used = passkey.lastUsedAt ? formatDayMonthYear(passkey.lastUsedAt) : null;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py="xs" className="bo-passkey-row">
      <div>
        <Text fw={500} size="sm" className="bo-passkey-name">
          {passkey.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('created', { date: created })} · {used ? t('lastUsed', { date: used }) : t('neverUsed')}
        </Text>
      </div>
      <Group gap="xs">
        <Button
          size="sm"
          variant="subtle"
          onClick={onRename}
          aria-label={t('renameNamed', { name: passkey.name })}
        >
          {t('rename')}
        </Button>
        <Button
          size="sm"
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('removeNamed', { name: passkey.name })}
        >
          {t('remove')}
        </Button>
      </Group>
    </Group>
  );
}
