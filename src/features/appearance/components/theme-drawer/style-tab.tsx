import { ChoiceGroup } from './choice-group.tsx';

const SURFACES = ['Fixed', 'Scrollable'] as const;

/** Colour mode and direction: the part of the panel the landing layout shares. */
export function ModeAndDirection() {
  return (
    <>
      <ChoiceGroup
        name="colorScheme"
        label="Theme color mode"
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
      <ChoiceGroup
        name="dir"
        label="Directions"
        options={[
          { value: 'ltr', label: 'LTR' },
          { value: 'rtl', label: 'RTL' },
        ]}
      />
    </>
  );
}

/** The Theme Style tab of the theme switcher panel (SPEC §2). */
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
        options={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'horizontal', label: 'Horizontal' },
        ]}
      />
      <ChoiceGroup
        name="menuStyle"
        label="Navigation menu style"
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
        options={[
          { value: 'regular', label: 'Regular' },
          { value: 'classic', label: 'Classic' },
          { value: 'modern', label: 'Modern' },
        ]}
      />
      <ChoiceGroup
        name="width"
        label="Layout width styles"
        options={[
          { value: 'fullwidth', label: 'FullWidth' },
          { value: 'boxed', label: 'Boxed' },
        ]}
      />
      <ChoiceGroup name="menuPosition" label="Menu positions" options={fixedOrScrollable} />
      <ChoiceGroup name="headerPosition" label="Header positions" options={fixedOrScrollable} />
    </>
  );
}
