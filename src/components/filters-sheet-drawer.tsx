// the sheet's styles travel with it, not with the list screens' first visit
import '@mantine/core/styles/Drawer.css';
import type { ReactNode } from 'react';
import { Button, Drawer, Stack } from '@mantine/core';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

export interface FiltersSheetDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A phone's filters in a sheet from the bottom (./filters-sheet.tsx loads it at the first opening). */
export function FiltersSheetDrawer({ opened, onClose, title, children }: FiltersSheetDrawerProps) {
  const t = useT(componentsMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={title}
      closeButtonProps={{ 'aria-label': t('closeFilters') }}
      styles={{ content: { maxHeight: '90dvh' } }}
    >
      <Stack gap="md">
        {children}
        {/* each choice already applies; this only uncovers the list */}
        <Button h={44} fullWidth onClick={onClose}>
          {t('showList')}
        </Button>
      </Stack>
    </Drawer>
  );
}
