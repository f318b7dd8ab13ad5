import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { chooseLocale, useLocale } from '../../i18n/locale-store.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { useT } from '../../i18n/translate.ts';
import { languagePickerMessages } from './messages/index.ts';

interface LanguagePickerProps {
  /** after the language is spoken: remember it for the user, let the direction follow it */
  onChosen?: (locale: Locale) => void;
}

/**
 * The languages, each named in itself and one tap away (three fit a phone's width; a menu would hide them
 * behind a tap and load a popover on the sign-in page). The one spoken is pressed. A language whose catalog
 * cannot load (offline, never cached) leaves the page as it was and says so.
 */
export function LanguagePicker({ onChosen }: LanguagePickerProps) {
  const t = useT(languagePickerMessages);
  const locale = useLocale();
  const labelId = useId();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<Locale | null>(null);

  async function choose(next: Locale) {
    if (next === locale) return;
    setFailed(false);
    setPending(next);
    try {
      await chooseLocale(next);
      onChosen?.(next);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {t('label')}
      </Text>
      <Group gap={4} wrap="wrap">
        {LOCALES.map((option) => (
          <Button
            key={option}
            lang={option}
            // neutral, not the brand's or the user's primary colour: the prerendered sign-in screen shows it before
            // a custom colour applies (docs/architecture.md), and it is a utility, not the page's action
            color="gray"
            variant={option === locale ? 'light' : 'subtle'}
            aria-pressed={option === locale}
            loading={pending === option}
            onClick={() => void choose(option)}
            mih={44}
            px="sm"
          >
            {LANGUAGE_NAMES[option]}
          </Button>
        ))}
      </Group>
      {failed && (
        <Text role="alert" size="sm" c="red.8" mt={4}>
          {t('unavailable')}
        </Text>
      )}
    </div>
  );
}
