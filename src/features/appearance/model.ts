import { parseRgbTriple, type RgbTriple } from '../../lib/colour.ts';

/** localStorage keys; public/theme-boot.js reads the same ones before first paint. */
export const PREFERENCES_KEY = 'bo-theme';
export const BACKGROUND_KEY = 'bo-theme-background';

type SurfaceColour = 'light' | 'dark' | 'color' | 'gradient' | 'transparent';

export interface Preferences {
  colorScheme: 'light' | 'dark';
  /** null until the user overrides it: the language's own direction (src/i18n/locales.ts) */
  dir: 'ltr' | 'rtl' | null;
  nav: 'vertical' | 'horizontal';
  /** null until the user picks one: the plain full sidebar */
  menuStyle: 'menu-click' | 'menu-hover' | 'icon-click' | 'icon-hover' | null;
  sidemenu: 'default' | 'closed' | 'icontext' | 'overlay' | 'detached' | 'doublemenu';
  pageStyle: 'regular' | 'classic' | 'modern';
  width: 'fullwidth' | 'boxed';
  menuPosition: 'fixed' | 'scrollable';
  headerPosition: 'fixed' | 'scrollable';
  menuColour: SurfaceColour;
  headerColour: SurfaceColour;
  /** custom primary colour as an RGB triple; null = the brand's colour */
  primary: RgbTriple | null;
  /** custom page background as an RGB triple; stored under its own key */
  background: RgbTriple | null;
  menuImage: 'bgimg1' | 'bgimg2' | 'bgimg3' | 'bgimg4' | 'bgimg5' | null;
}

/**
 * docs/product/09-constants.md §9.7 defaults: light, LTR, vertical, fullwidth, fixed menu and header. The
 * direction is the language's until the user picks one (LTR in English and French, RTL in Arabic: issue 31).
 */
export const DEFAULT_PREFERENCES: Preferences = {
  colorScheme: 'light',
  dir: null,
  nav: 'vertical',
  menuStyle: null,
  sidemenu: 'default',
  pageStyle: 'regular',
  width: 'fullwidth',
  menuPosition: 'fixed',
  headerPosition: 'fixed',
  menuColour: 'light',
  headerColour: 'light',
  primary: null,
  background: null,
  menuImage: null,
};

/** The options of each enumerated preference, in panel order (also used to validate stored values). */
export const CHOICES = {
  colorScheme: ['light', 'dark'],
  dir: ['ltr', 'rtl'],
  nav: ['vertical', 'horizontal'],
  menuStyle: ['menu-click', 'menu-hover', 'icon-click', 'icon-hover'],
  sidemenu: ['default', 'closed', 'icontext', 'overlay', 'detached', 'doublemenu'],
  pageStyle: ['regular', 'classic', 'modern'],
  width: ['fullwidth', 'boxed'],
  menuPosition: ['fixed', 'scrollable'],
  headerPosition: ['fixed', 'scrollable'],
  menuColour: ['light', 'dark', 'color', 'gradient', 'transparent'],
  headerColour: ['light', 'dark', 'color', 'gradient', 'transparent'],
  menuImage: ['bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'],
} as const satisfies Partial<Record<keyof Preferences, readonly string[]>>;

/** Five primary presets as RGB triples (docs/product/09-constants.md §9.7). */
export const PRIMARY_PRESETS: RgbTriple[] = [
  '58, 88, 146',
  '92, 144, 163',
  '161, 90, 223',
  '78, 172, 76',
  '223, 90, 90',
];
/** Five background presets as RGB triples (dark enough that light text stays readable). */
export const BACKGROUND_PRESETS: RgbTriple[] = [
  '20, 30, 96',
  '8, 78, 115',
  '90, 37, 144',
  '24, 94, 32',
  '120, 66, 20',
];

/**
 * Reads stored preferences. Anything unknown or malformed falls back to its default; an unparseable
 * background is removed from storage (docs/product/05-validation.md §5.3) so it can never be applied later.
 */
export function loadPreferences(storage: Storage): Preferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    storage.removeItem(PREFERENCES_KEY);
  }
  const result: Preferences = { ...DEFAULT_PREFERENCES };
  for (const [key, options] of Object.entries(CHOICES) as [keyof typeof CHOICES, readonly string[]][]) {
    const value = stored[key];
    if (typeof value === 'string' && options.includes(value)) Object.assign(result, { [key]: value });
  }
  if (parseRgbTriple(stored.primary)) result.primary = stored.primary as string;
  const background = storage.getItem(BACKGROUND_KEY);
  if (background !== null) {
    if (parseRgbTriple(background)) result.background = background;
    else storage.removeItem(BACKGROUND_KEY);
  }
  return result;
}

/** Stores preferences: only what differs from the defaults, the background under its own key. */
export function savePreferences(storage: Storage, preferences: Preferences): void {
  const { background, ...rest } = preferences;
  const changed = Object.fromEntries(
    Object.entries(rest).filter(([key, value]) => DEFAULT_PREFERENCES[key as keyof Preferences] !== value),
  );
  storage.setItem(PREFERENCES_KEY, JSON.stringify(changed));
  if (background) storage.setItem(BACKGROUND_KEY, background);
  else storage.removeItem(BACKGROUND_KEY);
}

/** Reset: every stored preference removed. */
export function clearPreferences(storage: Storage): void {
  storage.removeItem(PREFERENCES_KEY);
  storage.removeItem(BACKGROUND_KEY);
}
