import { Badge } from '@mantine/core';
import type { SavedView } from '../../lib/saved-views/queries.ts';
import { useT } from '../../i18n/translate.ts';
import { savedViewsNavMessages } from './messages/index.ts';

/** On a view of the environment not shown now, that environment's name: opening it switches there. */
export function OtherEnvBadge({ view, env }: { view: SavedView; env: SavedView['env'] }) {
  const t = useT(savedViewsNavMessages);
  if (view.env === env) return null;
  return (
    <Badge size="xs" variant="light" color="gray">
      {t('otherEnv', { env: view.env })}
    </Badge>
  );
}
