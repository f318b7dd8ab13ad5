import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import type { SavedViewList } from '../../lib/saved-views/queries.ts';
import { savedViewsMessages } from './messages/index.ts';

/** The dialog's code loads when the button is pressed, not with the list. */
const SaveViewDialog = lazy(() =>
  import('./save-view-dialog.tsx').then((module) => ({ default: module.SaveViewDialog })),
);

interface SaveViewButtonProps {
  list: SavedViewList;
  /** read when pressed: the list's filters as the URL has them then */
  filters: () => Record<string, string>;
}

/** "Save view" on a list: stores its current filters under a name (issue 34). */
export function SaveViewButton({ list, filters }: SaveViewButtonProps) {
  const t = useT(savedViewsMessages);
  const [saving, setSaving] = useState<Record<string, string> | null>(null);
  return (
    <>
      <Button variant="default" mih={44} onClick={() => setSaving(filters())}>
        {t('saveView')}
      </Button>
      {saving && (
        <Suspense>
          <SaveViewDialog list={list} filters={saving} onClose={() => setSaving(null)} />
        </Suspense>
      )}
    </>
  );
}
