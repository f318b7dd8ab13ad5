import type { Preferences } from './model.ts';
import { currentLocale } from '../../i18n/locale-store.ts';
import { directionOf } from '../../i18n/locales.ts';

/**
 * Mirrors preferences onto <html> as attributes and custom properties that the shell's CSS keys on.
 * public/theme-boot.js does exactly the same before the bundle loads, so the first paint is already right.
 */
export function applyPreferences(root: HTMLElement, preferences: Preferences): void {
  const attributes: Record<string, string | null> = {
    dir: preferences.dir ?? directionOf(currentLocale()),
    'data-mantine-color-scheme': preferences.colorScheme,
    'data-nav-layout': preferences.nav,
    'data-nav-style': preferences.menuStyle,
    'data-vertical-style': preferences.sidemenu,
    'data-page-style': preferences.pageStyle,
    'data-width': preferences.width,
    'data-menu-position': preferences.menuPosition,
    'data-header-position': preferences.headerPosition,
    'data-menu-styles': preferences.menuColour,
    'data-header-styles': preferences.headerColour,
    'data-bg-img': preferences.menuImage,
    'data-custom-bg': preferences.background ? 'true' : null,
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  setProperty(root, '--primary-rgb', preferences.primary);
  setProperty(root, '--body-bg-rgb', preferences.background);
}

function setProperty(root: HTMLElement, name: string, value: string | null): void {
  if (value) root.style.setProperty(name, value);
  else root.style.removeProperty(name);
}
