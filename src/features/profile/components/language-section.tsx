import { Paper } from '@mantine/core';
import { LanguagePicker } from '../../../components/language-picker/language-picker.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { useSaveLanguage } from '../language-mutation.ts';

/**
 * The profile's language: spoken at once, and saved for the user on the provider (every device they sign in on,
 * the e-mails it sends them). `onChosen` lets the route add what other features do on a choice.
 */
export function LanguageSection({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { mutate: saveLanguage } = useSaveLanguage();
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <LanguagePicker
        onChosen={(locale) => {
          saveLanguage(locale);
          onChosen?.(locale);
        }}
      />
    </Paper>
  );
}
