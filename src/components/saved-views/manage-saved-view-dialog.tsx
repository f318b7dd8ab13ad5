import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { failureMessage } from '../../lib/form.ts';
import { useDeleteSavedView, useRenameSavedView } from '../../lib/saved-views/mutations.ts';
import { savedViewShareUrl } from '../../lib/saved-views/paths.ts';
import type { SavedView } from '../../lib/saved-views/queries.ts';
import { showToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { savedViewsMessages } from './messages/index.ts';
import { nameError } from './name-field.ts';

interface ManageSavedViewDialogProps {
  view: SavedView;
  /** the signed-in user saved it: they may rename and delete it */
  mine: boolean;
  onClose: () => void;
}

/**
 * One saved view, from the menu: rename it, copy its share link, delete it (after a confirmation). Only its
 * creator may change it; anyone may copy the link. Refusals show in the dialog, the typed name kept.
 */
export function ManageSavedViewDialog({ view, mine, onClose }: ManageSavedViewDialogProps) {
  const t = useT(savedViewsMessages);
  const [name, setName] = useState(view.name);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameSavedView();
  const remove = useDeleteSavedView();
  const shareUrl = savedViewShareUrl(view);
  const invalid = checked ? nameError(name) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameError(name)) return;
    rename.mutate(
      { id: view._id, name: name.trim() },
      { onSuccess: () => showToast(t('renamed'), 'success') },
    );
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      showToast(t('copied'), 'success');
    } catch {
      showToast(t('copyFailed'), 'danger');
    }
  };
  const confirmDelete = () =>
    remove.mutate(view._id, {
      onSuccess: () => {
        showToast(t('deleted'), 'success');
        onClose();
      },
    });

  return (
    <>
      <Modal
        opened={!confirming}
        onClose={rename.isPending ? () => {} : onClose}
        title={t('manageTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          {mine ? (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label={t('name')}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  error={invalid}
                  maxLength={200}
                  required
                />
                {rename.error && (
                  <Alert color="red" variant="light" role="alert">
                    {failureMessage(rename.error)}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" variant="default" loading={rename.isPending}>
                    {t('rename')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Text size="sm">{t('notYours')}</Text>
          )}
          <Divider />
          <TextInput
            label={t('shareLink')}
            description={t('shareHint')}
            value={shareUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="space-between" gap="sm">
            {mine ? (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void copy()}>{t('copyLink')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        danger
        pending={remove.isPending}
        error={remove.error ? failureMessage(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      >
        {t('deleteBody', { name: view.name })}
      </ConfirmDialog>
    </>
  );
}
