import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Spotlight } from '@mantine/spotlight';
import { useApiClient } from '../../api/context.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { IconList } from '../../components/icons.tsx';
import { useT } from '../../i18n/translate.ts';
import { failureMessage } from '../../lib/form.ts';
import {
  savedViewPath,
  savedViewsQueryOptions,
  useDeleteSavedView,
  useRenameSavedView,
  type SavedView,
} from '../../lib/saved-views/index.ts';
import { useSessionScope } from '../../session/context.tsx';
import { paletteMessages } from './messages/index.ts';
import { matchesQuery } from './palette-model.ts';
import type { GroupProps } from './command-palette.tsx';

/** A view being renamed or deleted from the palette (its dialog shows once the palette has closed). */
export interface ViewEdit {
  mode: 'rename' | 'delete';
  view: SavedView;
}

/**
 * Saved views: each opens its list with its filters; rename and delete follow each view (every view listed is
 * the user's own: GET /v1/views lists the caller's). A typed text finds a view by its name.
 */
export function SavedViewsGroup({ query, go, onEdit }: GroupProps & { onEdit: (edit: ViewEdit) => void }) {
  const t = useT(paletteMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const views = (useQuery(savedViewsQueryOptions(api, scope)).data ?? []).filter((view) =>
    matchesQuery(query, view.name),
  );
  if (views.length === 0) return null;
  return (
    <Spotlight.ActionsGroup label={t('groupViews')}>
      {views.flatMap((view) => [
        <Spotlight.Action
          key={`open-${view._id}`}
          label={view.name}
          aria-label={t('openView', { name: view.name })}
          leftSection={<IconList size={18} />}
          onClick={() => go(savedViewPath(view))}
        />,
        <Spotlight.Action
          key={`rename-${view._id}`}
          label={t('renameView', { name: view.name })}
          className="bo-palette-secondary"
          onClick={() => onEdit({ mode: 'rename', view })}
        />,
        <Spotlight.Action
          key={`delete-${view._id}`}
          label={t('deleteView', { name: view.name })}
          className="bo-palette-secondary"
          onClick={() => onEdit({ mode: 'delete', view })}
        />,
      ])}
    </Spotlight.ActionsGroup>
  );
}

/** The rename and delete dialogs of a view chosen in the palette. */
export function SavedViewDialogs({ edit, onClose }: { edit: ViewEdit | null; onClose: () => void }) {
  if (edit?.mode === 'rename') return <RenameDialog key={edit.view._id} view={edit.view} onClose={onClose} />;
  if (edit?.mode === 'delete') return <DeleteDialog view={edit.view} onClose={onClose} />;
  return null;
}

/** A new name for a view; a refusal shows under the field and keeps what was typed. */
function RenameDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const t = useT(paletteMessages);
  const rename = useRenameSavedView();
  const [name, setName] = useState(view.name);
  const trimmed = name.trim();
  return (
    <Modal
      opened
      onClose={rename.isPending ? () => {} : onClose}
      title={t('renameTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) rename.mutate({ id: view._id, name: trimmed }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('nameLabel')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            required
            data-autofocus
            error={failureMessage(rename.error)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={rename.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending} disabled={!trimmed}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Deleting a view, after the confirmation every irreversible action has. */
function DeleteDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const t = useT(paletteMessages);
  const remove = useDeleteSavedView();
  return (
    <ConfirmDialog
      opened
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      danger
      pending={remove.isPending}
      error={failureMessage(remove.error)}
      onConfirm={() => remove.mutate(view._id, { onSuccess: onClose })}
      onClose={onClose}
    >
      {t('deleteQuestion', { name: view.name })}
    </ConfirmDialog>
  );
}
