// the theme switcher's component styles load with it (it is loaded when first opened)
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorInput.css';
import './theme-drawer.css';
import { Button, Drawer, ScrollArea, Tabs } from '@mantine/core';
import { preferencesStore } from '../../store.ts';
import { ColoursTab, PrimaryColours } from './colours-tab.tsx';
import { ModeAndDirection, StyleTab } from './style-tab.tsx';
import { useT } from '../../../../i18n/translate.ts';
import { appearanceMessages } from '../../messages/index.ts';

interface ThemeDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** the landing layout's panel: colour mode, direction, primary colours and Reset only */
  variant?: 'content' | 'landing';
}

/**
 * The theme switcher panel: a drawer at the line's end (the right, or the left in a right-to-left layout, as
 * Mantine mirrors it) with the Theme Style and Theme Colors tabs.
 */
export function ThemeDrawer({ opened, onClose, variant = 'content' }: ThemeDrawerProps) {
  const t = useT(appearanceMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="md"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {variant === 'landing' ? (
        <>
          <ModeAndDirection />
          <PrimaryColours />
        </>
      ) : (
        <Tabs defaultValue="style" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="style">{t('styleTab')}</Tabs.Tab>
            <Tabs.Tab value="colours">{t('coloursTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="style">
            <StyleTab />
          </Tabs.Panel>
          <Tabs.Panel value="colours">
            <ColoursTab />
          </Tabs.Panel>
        </Tabs>
      )}
      {/* kept in view at the foot of the panel: on a phone the options run several screens long */}
      <div className="bo-theme-reset">
        <Button fullWidth color="red" variant="light" onClick={() => preferencesStore.reset()}>
          {t('reset')}
        </Button>
      </div>
    </Drawer>
  );
}
