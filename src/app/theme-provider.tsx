import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { applyBrandToDocument, currentBrand } from '../features/branding/brand.ts';
import { BrandProvider } from '../features/branding/brand-context.tsx';
import type { Brand } from '../shared/brands.ts';
import { applyPreferences } from '../features/appearance/apply.ts';
import { usePreferences } from '../features/appearance/store.ts';
import { createAppTheme } from './theme.ts';
import { useAfterHydration } from '../lib/hydration.ts';
import { useLanguageDirection, useLocale } from '../i18n/locale-store.ts';

/**
 * Mantine's default dimmed grey and error red (a field's message, the text of an invalid field) are below
 * 4.5:1 on the page background (axe color-contrast): a darker shade in light, a lighter one in dark.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

const Toasts = lazy(() => import('./toasts.tsx'));

/**
 * The toasts' container is loaded when the first toast is shown (it waits in the store meanwhile), so a
 * visit that never shows one never downloads it; once loaded it stays mounted to animate toasts out.
 */
function ToastsWhenNeeded() {
  const queued = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(queued);
  if (queued && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Keeps Mantine's direction (and <html dir>) in step with the language and the LTR/RTL override. */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * Mantine with the host's brand (or the one named: the build's prerender of each brand's sign-in page) and the
 * user's theme preferences, and the toasts (bottom-right, 5 s). public/theme-boot.js has already applied the
 * stored preferences before first paint; this keeps them live.
 */
export function ThemeProvider({ brand: named, children }: { brand?: Brand; children: ReactNode }) {
  const preferences = usePreferences();
  // the language's direction unless the theme panel overrides it
  const languageDirection = useLanguageDirection();
  const locale = useLocale();
  const dir = preferences.dir ?? languageDirection;
  const brand = useMemo(() => named ?? currentBrand(), [named]);
  // The theme's colours are in the markup (Mantine's CSS variables): the prerendered sign-in screen has the
  // brand's, and the page's own style paints a custom colour over them until its hydration is done.
  const primary = useAfterHydration(preferences.primary, null);
  const theme = useMemo(() => createAppTheme(brand, primary), [brand, primary]);

  // the brand's manifest is the language's: again when the language changes
  useEffect(() => applyBrandToDocument(brand), [brand, locale]);
  useEffect(() => applyPreferences(document.documentElement, preferences), [preferences, languageDirection]);

  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync dir={dir} />
      <MantineProvider
        theme={theme}
        forceColorScheme={preferences.colorScheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        <ToastsWhenNeeded />
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
