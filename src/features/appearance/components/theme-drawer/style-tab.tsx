import { useT } from '../../../../i18n/translate.ts';
import { appearanceMessages } from '../../messages/index.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Colour mode and direction: the part of the panel the landing layout shares. */
export function ModeAndDirection() {
  const t = useT(appearanceMessages);
  return (
    <>
      <ChoiceGroup
        name="colorScheme"
        label={t('colorMode')}
        hint={t('colorModeHint')}
        options={[
          { value: 'light', label: t('light') },
          { value: 'dark', label: t('dark') },
        ]}
      />
      <ChoiceGroup
        name="dir"
        label={t('directions')}
        hint={t('directionsHint')}
        // not set: the language's own direction (right to left in Arabic); LTR or RTL overrides it
        unsetLabel={t('asTheLanguage')}
        options={[
          { value: 'ltr', label: t('ltr') },
          { value: 'rtl', label: t('rtl') },
        ]}
      />
    </>
  );
}

/**
 * The Theme Style tab of the theme switcher panel (docs/product/02-screens.md §2.6): the option names are the
 * specification's.
 */
export function StyleTab() {
  const t = useT(appearanceMessages);
  const fixedOrScrollable = [
    { value: 'fixed', label: t('fixed') },
    { value: 'scrollable', label: t('scrollable') },
  ] as const;
  return (
    <>
      <ModeAndDirection />
      <ChoiceGroup
        name="nav"
        label={t('navigation')}
        hint={t('navigationHint')}
        options={[
          { value: 'vertical', label: t('vertical') },
          { value: 'horizontal', label: t('horizontal') },
        ]}
      />
      <ChoiceGroup
        name="menuStyle"
        label={t('menuStyle')}
        hint={t('menuStyleHint')}
        unsetLabel={t('none')}
        options={[
          { value: 'menu-click', label: t('menuClick') },
          { value: 'menu-hover', label: t('menuHover') },
          { value: 'icon-click', label: t('iconClick') },
          { value: 'icon-hover', label: t('iconHover') },
        ]}
      />
      <ChoiceGroup
        name="sidemenu"
        label={t('sidemenu')}
        hint={t('sidemenuHint')}
        options={[
          { value: 'default', label: t('defaultMenu') },
          { value: 'closed', label: t('closedMenu') },
          { value: 'icontext', label: t('iconText') },
          { value: 'overlay', label: t('iconOverlay') },
          { value: 'detached', label: t('detached') },
          { value: 'doublemenu', label: t('doubleMenu') },
        ]}
      />
      <ChoiceGroup
        name="pageStyle"
        label={t('pageStyles')}
        hint={t('pageStylesHint')}
        options={[
          { value: 'regular', label: t('regular') },
          { value: 'classic', label: t('classic') },
          { value: 'modern', label: t('modern') },
        ]}
      />
      <ChoiceGroup
        name="width"
        label={t('width')}
        hint={t('widthHint')}
        options={[
          { value: 'fullwidth', label: t('fullWidth') },
          { value: 'boxed', label: t('boxed') },
        ]}
      />
      <ChoiceGroup
        name="menuPosition"
        label={t('menuPosition')}
        hint={t('menuPositionHint')}
        options={[...fixedOrScrollable]}
      />
      <ChoiceGroup
        name="headerPosition"
        label={t('headerPosition')}
        hint={t('headerPositionHint')}
        options={[...fixedOrScrollable]}
      />
    </>
  );
}
