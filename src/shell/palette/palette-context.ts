import type { NavItem } from '../nav-items.ts';

/** What the shell hands the palette: what it has already worked out (the palette reads the rest itself). */
export interface PaletteContext {
  /** the user's menu entries, as the sidebar lists them */
  items: readonly NavItem[];
}
