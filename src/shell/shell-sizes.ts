import type { Preferences } from '../features/appearance/model.ts';

/** Desktop sidebar width per menu style and sidemenu layout (the phone drawer is always full width). */
export function navbarWidth(preferences: Preferences): number {
  if (preferences.menuStyle === 'icon-click' || preferences.menuStyle === 'icon-hover') return 80;
  if (preferences.menuStyle) return 260;
  switch (preferences.sidemenu) {
    case 'icontext':
      return 120;
    case 'overlay':
      return 80;
    case 'doublemenu':
      return 300;
    default:
      return 260;
  }
}
