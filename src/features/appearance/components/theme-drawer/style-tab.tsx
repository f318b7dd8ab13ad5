import { ChoiceGroup } from './choice-group.tsx';

const SURFACES = ['Fixed', 'Scrollable'] as const;

/** Colour mode and direction: the part of the panel the landing layout shares. */
export function ModeAndDirection() {
  return (
    <>
      <ChoiceGroup
        name="colorScheme"
        label="Theme color mode"
        hint="Light or dark backgrounds on every screen."
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
      <ChoiceGroup
        name="dir"
        label="Directions"
        hint="RTL mirrors the layout: the menu moves to the right; text keeps its own direction."
        options={[
          { value: 'ltr', label: 'LTR' },
          { value: 'rtl', label: 'RTL' },
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
  const fixedOrScrollable = SURFACES.map((label) => ({
    value: label.toLowerCase() as 'fixed' | 'scrollable',
    label,
  }));
  return (
    <>
      <ModeAndDirection />
      <ChoiceGroup
        name="nav"
        label="Navigation styles"
        hint="The menu down the side of the page, or across the top."
        options={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'horizontal', label: 'Horizontal' },
        ]}
      />
      <ChoiceGroup
        name="menuStyle"
        label="Navigation menu style"
        hint="Folds the menu's sections to open on a click or on hover, with titles or icons; None lists every entry."
        unsetLabel="None"
        options={[
          { value: 'menu-click', label: 'Menu Click' },
          { value: 'menu-hover', label: 'Menu Hover' },
          { value: 'icon-click', label: 'Icon Click' },
          { value: 'icon-hover', label: 'Icon Hover' },
        ]}
      />
      <ChoiceGroup
        name="sidemenu"
        label="Sidemenu layout styles"
        hint="The side menu's shape on wide screens; most shapes need the menu style above set to None."
        options={[
          { value: 'default', label: 'Default Menu' },
          { value: 'closed', label: 'Closed Menu' },
          { value: 'icontext', label: 'Icon Text' },
          { value: 'overlay', label: 'Icon Overlay' },
          { value: 'detached', label: 'Detached' },
          { value: 'doublemenu', label: 'Double Menu' },
        ]}
      />
      <ChoiceGroup
        name="pageStyle"
        label="Page styles"
        hint="How cards look: plain, flat and square, or rounded and raised."
        options={[
          { value: 'regular', label: 'Regular' },
          { value: 'classic', label: 'Classic' },
          { value: 'modern', label: 'Modern' },
        ]}
      />
      <ChoiceGroup
        name="width"
        label="Layout width styles"
        hint="Pages use the whole window, or a centred column."
        options={[
          { value: 'fullwidth', label: 'FullWidth' },
          { value: 'boxed', label: 'Boxed' },
        ]}
      />
      <ChoiceGroup
        name="menuPosition"
        label="Menu positions"
        hint="On wide screens the menu stays in place, or scrolls away with the page."
        options={fixedOrScrollable}
      />
      <ChoiceGroup
        name="headerPosition"
        label="Header positions"
        hint="On wide screens the header stays at the top, or scrolls away with the page."
        options={fixedOrScrollable}
      />
    </>
  );
}
