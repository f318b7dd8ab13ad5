import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { failureMessage } from '../../lib/form.ts';
import { useCreateSavedView } from '../../lib/saved-views/mutations.ts';
import type { SavedViewList } from '../../lib/saved-views/queries.ts';
import { showToast } from '../../lib/toast.ts';
import { savedViewsMessages } from './messages/index.ts';
import { nameError } from './name-field.ts';

interface SaveViewDialogProps {
  list: SavedViewList;
  /** the list's filters as the URL has them now (savedViewFilters) */
  filters: Record<string, string>;
  onClose: () => void;
}

/**
 * "Save view": asks the name and saves the list's current filters in the current organization and environment.
 * A refusal (a name already used, the 50 views' limit, offline) shows under the field, and the name stays typed.
 */
export function SaveViewDialog({ list, filters, onClose }: SaveViewDialogProps) {
  const t = useT(savedViewsMessages);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useCreateSavedView();
  const invalid = checked ? nameError(name) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameError(name)) return;
    create.mutate(
      { name: name.trim(), list, filters },
      {
        onSuccess: () => {
          showToast(t('saved'), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={create.isPending ? () => {} : onClose}
      title={t('saveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('saveIntro')}</Text>
          <TextInput
            label={t('name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={invalid}
            maxLength={200}
            required
            data-autofocus
          />
          {create.error && (
            <Alert color="red" variant="light" role="alert">
              {failureMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
