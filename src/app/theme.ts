import { colorsTuple, createTheme, type MantineThemeOverride } from '@mantine/core';
import { rgbTripleToHex } from '../lib/colour.ts';
import type { Brand } from '../shared/brands.ts';

const base = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Shade 8 keeps primary-coloured text (links, active menu entries) at 4.5:1 or more on light backgrounds.
  primaryShade: { light: 8, dark: 8 },
  // a user who asked the system for less motion gets dialogs, drawers and menus without their transitions
  respectReducedMotion: true,
} as const;

/** The base Mantine theme (used before a brand is known: config errors, tests). */
export const theme = createTheme({ ...base, primaryColor: 'blue' });

/**
 * The theme of one brand, with the user's custom primary colour (an RGB triple) layered on top when set.
 * The custom colour becomes a palette of its own so every primary-coloured control follows it.
 */
export function createAppTheme(brand: Brand, primary: string | null): MantineThemeOverride {
  const custom = primary ? rgbTripleToHex(primary) : null;
  // the theme panel shows the brand's own colour as the choice that undoes a custom one
  const branded = { ...base, other: { brandColor: brand.primaryColor } };
  if (!custom) return createTheme({ ...branded, primaryColor: brand.primaryColor });
  return createTheme({ ...branded, colors: { custom: colorsTuple(custom) }, primaryColor: 'custom' });
}
