import type { ReactNode } from 'react';
import { Box, Center, Stack } from '@mantine/core';
import { useBrand } from '../features/branding/brand-context.tsx';
import { Footer } from './footer.tsx';
import { LanguagePicker } from '../components/language-picker/language-picker.tsx';
import { followLanguageDirection } from '../features/appearance/store.ts';
import { noteUnsavedChoice } from '../i18n/locale-store.ts';
import type { Locale } from '../i18n/locales.ts';

/** A language chosen signed out: the direction follows it, and the next sign-in saves it for the user. */
function chosenSignedOut(locale: Locale) {
  followLanguageDirection();
  noteUnsavedChoice(locale);
}

/**
 * The authentication layout of docs/product/02-screens.md §2.4: the brand's logo above a centred card area,
 * the languages (issue 31: chosen before signing in) and the footer.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <Stack mih="100dvh" gap={0} className="bo-auth">
      <Center pt="xl">
        <img src={brand.logo} alt={brand.name} height={36} />
      </Center>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Center px="md" pb="md">
        <LanguagePicker onChosen={chosenSignedOut} />
      </Center>
      <Footer brand={brand} />
    </Stack>
  );
}
