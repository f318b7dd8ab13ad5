import { Group, Loader } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

/** A screen whose data is on its way, when it has no skeleton of its own to show. */
export function ScreenLoading() {
  const t = useT(componentsMessages);
  return (
    <Group justify="center" py="xl" role="status" aria-busy="true" aria-label={t('loading')}>
      <Loader size="sm" />
    </Group>
  );
}
