// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../../src/app/theme.ts';
import { ThemeDrawer } from '../../../src/features/appearance/components/theme-drawer/theme-drawer.tsx';
import { applyPreferences } from '../../../src/features/appearance/apply.ts';
import { loadPreferences } from '../../../src/features/appearance/model.ts';
import { preferencesStore } from '../../../src/features/appearance/store.ts';
import { activateLocale } from '../../../src/i18n/locale-store.ts';

/**
 * Every option of the theme switcher, clicked in the real panel: it lands on <html> (what the shell's CSS keys
 * on) and in storage, and what is stored puts it back on a fresh page (the reload). That the page then looks
 * different is checked in a browser for a few of them (tests/e2e/shell-theme.spec.ts).
 */
type Tab = 'Theme Style' | 'Theme Colors';
interface Option {
  tab: Tab;
  /** the radio group's name; none for the colour and image buttons */
  group?: string;
  option: string;
  attribute: string;
  value: string;
}

const radio = (group: string, option: string, attribute: string, value: string): Option => ({
  tab: 'Theme Style',
  group,
  option,
  attribute,
  value,
});

const OPTIONS: Option[] = [
  radio('Theme color mode', 'Dark', 'data-mantine-color-scheme', 'dark'),
  radio('Directions', 'RTL', 'dir', 'rtl'),
  radio('Navigation styles', 'Horizontal', 'data-nav-layout', 'horizontal'),
  ...(
    [
      ['Menu Click', 'menu-click'],
      ['Menu Hover', 'menu-hover'],
      ['Icon Click', 'icon-click'],
      ['Icon Hover', 'icon-hover'],
    ] as const
  ).map(([option, value]) => radio('Navigation menu style', option, 'data-nav-style', value)),
  ...(
    [
      ['Closed Menu', 'closed'],
      ['Icon Text', 'icontext'],
      ['Icon Overlay', 'overlay'],
      ['Detached', 'detached'],
      ['Double Menu', 'doublemenu'],
    ] as const
  ).map(([option, value]) => radio('Sidemenu layout styles', option, 'data-vertical-style', value)),
  radio('Page styles', 'Classic', 'data-page-style', 'classic'),
  radio('Page styles', 'Modern', 'data-page-style', 'modern'),
  radio('Layout width styles', 'Boxed', 'data-width', 'boxed'),
  radio('Menu positions', 'Scrollable', 'data-menu-position', 'scrollable'),
  radio('Header positions', 'Scrollable', 'data-header-position', 'scrollable'),
  ...(['Dark', 'Color', 'Gradient', 'Transparent'] as const).flatMap((option) => [
    {
      tab: 'Theme Colors' as const,
      group: 'Menu colors',
      option,
      attribute: 'data-menu-styles',
      value: option.toLowerCase(),
    },
    {
      tab: 'Theme Colors' as const,
      group: 'Header colors',
      option,
      attribute: 'data-header-styles',
      value: option.toLowerCase(),
    },
  ]),
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    {
      tab: 'Theme Colors' as const,
      option: `Primary colour ${n}`,
      attribute: 'style',
      value: '--primary-rgb',
    },
    {
      tab: 'Theme Colors' as const,
      option: `Background colour ${n}`,
      attribute: 'data-custom-bg',
      value: 'true',
    },
    {
      tab: 'Theme Colors' as const,
      option: `Menu background image ${n}`,
      attribute: 'data-bg-img',
      value: `bgimg${n}`,
    },
  ]),
];

function renderPanel() {
  render(
    <MantineProvider theme={theme}>
      <ThemeDrawer opened onClose={() => undefined} />
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Theme Switcher' });
}

function openTab(tab: Tab) {
  const panel = renderPanel();
  fireEvent.click(within(panel).getByRole('tab', { name: tab }));
  return panel;
}

function expectApplied(root: HTMLElement, { attribute, value }: Option, name: string) {
  if (attribute === 'style') expect(root.getAttribute('style'), name).toContain(value);
  else expect(root.getAttribute(attribute), name).toBe(value);
}

/** A fresh <html> with nothing on it, as a reload starts, then what the stored preferences put back. */
function reloadedRoot(): HTMLElement {
  const root = document.createElement('html');
  applyPreferences(root, loadPreferences(localStorage));
  return root;
}

afterEach(() => {
  cleanup();
  preferencesStore.reset();
});

describe('the theme switcher panel', () => {
  // one panel per tab, every option in turn from the defaults (a panel per option is slow on 2 cores)
  for (const tab of ['Theme Style', 'Theme Colors'] as const) {
    it(`${tab}: every option is applied to the page, shown as chosen, and survives a reload`, () => {
      const panel = openTab(tab);
      const groups = new Map<string, HTMLElement>();
      const group = (name: string) => {
        if (!groups.has(name)) groups.set(name, within(panel).getByRole('radiogroup', { name }));
        return groups.get(name)!;
      };
      for (const option of OPTIONS.filter((candidate) => candidate.tab === tab)) {
        preferencesStore.reset();
        // by label, not by role: role queries over the whole panel take seconds each in jsdom
        const control = option.group
          ? within(group(option.group)).getByLabelText(option.option)
          : within(panel).getByLabelText(option.option);
        fireEvent.click(control);
        const name = `${option.group ?? 'Colours'}: ${option.option}`;
        expectApplied(document.documentElement, option, name);
        if (option.group) expect(control, name).toBeChecked();
        else expect(control, name).toHaveAttribute('aria-pressed', 'true');
        expectApplied(reloadedRoot(), option, `${name}, after a reload`);
      }
    });
  }

  it('converts a custom primary colour to an RGB triple, on the page and in storage', () => {
    const panel = openTab('Theme Colors');
    const input = within(panel).getByRole('textbox', { name: 'Custom primary colour' });
    // the whole value at once, as a paste does (typed, '#12a' would already be a colour of its own)
    fireEvent.change(input, { target: { value: '#12ab34' } });
    expect(document.documentElement.style.getPropertyValue('--primary-rgb')).toBe('18, 171, 52');
    expect(localStorage.getItem('bo-theme')).toContain('18, 171, 52');
  });

  it('names every option of the Theme Style tab', () => {
    const panel = openTab('Theme Style');
    for (const name of [
      'Light',
      'Dark',
      'LTR',
      'RTL',
      'Vertical',
      'Horizontal',
      'Default Menu',
      'Regular',
      'FullWidth',
      'Fixed',
    ])
      expect(within(panel).getAllByLabelText(name)[0]).toHaveAttribute('type', 'radio');
  });

  it('leaves the direction to the language until LTR or RTL overrides it, and gives it back', async () => {
    const panel = openTab('Theme Style');
    const directions = within(panel).getByRole('radiogroup', { name: 'Directions' });
    expect(directions).toHaveAccessibleDescription(
      'The language sets the direction; LTR or RTL here overrides it. RTL puts the menu on the right.',
    );
    const asTheLanguage = within(directions).getByRole('radio', { name: 'As the language' });
    expect(asTheLanguage).toBeChecked();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    fireEvent.click(within(directions).getByRole('radio', { name: 'RTL' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(JSON.parse(localStorage.getItem('bo-theme')!)).toEqual({ dir: 'rtl' });

    fireEvent.click(asTheLanguage);
    expect(asTheLanguage).toBeChecked();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(JSON.parse(localStorage.getItem('bo-theme')!)).toEqual({});

    // in Arabic the language's direction is right to left, and the panel speaks Arabic
    await act(() => activateLocale('ar'));
    try {
      preferencesStore.reload();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      const arabic = within(panel).getByRole('radiogroup', { name: 'الاتجاه' });
      expect(within(arabic).getByRole('radio', { name: 'حسب اللغة' })).toBeChecked();
      fireEvent.click(within(arabic).getByRole('radio', { name: 'LTR' }));
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('Reset clears every stored preference and puts the defaults back on the page', () => {
    const panel = openTab('Theme Style');
    const pick = (group: string, option: string) =>
      fireEvent.click(
        within(within(panel).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
      );
    pick('Theme color mode', 'Dark');
    pick('Directions', 'RTL');
    pick('Layout width styles', 'Boxed');
    pick('Menu positions', 'Scrollable');
    pick('Header positions', 'Scrollable');
    pick('Navigation styles', 'Horizontal');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Theme Colors' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Background colour 2' }));
    expect(document.documentElement).toHaveAttribute('data-custom-bg', 'true');

    fireEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('data-nav-layout', 'vertical');
    expect(root).toHaveAttribute('data-width', 'fullwidth');
    expect(root).toHaveAttribute('data-menu-position', 'fixed');
    expect(root).toHaveAttribute('data-header-position', 'fixed');
    expect(root).not.toHaveAttribute('data-custom-bg');
    expect(root.style.getPropertyValue('--body-bg-rgb')).toBe('');
    expect([localStorage.getItem('bo-theme'), localStorage.getItem('bo-theme-background')]).toEqual([
      null,
      null,
    ]);
  });

  it('follows a theme chosen in another tab, and its Reset', () => {
    const panel = openTab('Theme Style');
    const scheme = within(panel).getByRole('radiogroup', { name: 'Theme color mode' });
    // the other tab writes storage; the browser then tells this one (the event never fires in the writer)
    const otherTabStores = (key: string, value: string | null) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
    };
    otherTabStores('bo-theme', JSON.stringify({ colorScheme: 'dark', dir: 'rtl' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(scheme).getByRole('radio', { name: 'Dark' })).toBeChecked();

    // an unrelated key changes nothing
    localStorage.setItem('bo-theme', JSON.stringify({ colorScheme: 'light' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    otherTabStores('bo-theme', null);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(within(scheme).getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
