import { useMemo } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { notificationSettingsMessages } from './messages/index.ts';
import { deviceTimeZone, timeZoneChoices } from './model.ts';

interface TimeZoneFieldProps {
  value: string;
  /** the saved time zone: listed even when this browser's list lacks it */
  saved: string;
  error: string | undefined;
  onChange: (zone: string) => void;
}

/**
 * The time zone quiet hours and the digest are read in: a searchable list of the IANA names this browser knows,
 * showing the saved one, and "Use this device's time zone (Europe/Paris)" as one tap when it differs.
 */
export function TimeZoneField({ value, saved, error, onChange }: TimeZoneFieldProps) {
  const t = useT(notificationSettingsMessages);
  const choices = useMemo(() => timeZoneChoices(saved), [saved]);
  const device = deviceTimeZone();
  return (
    <Stack gap="xs" align="flex-start">
      <Select
        label={t('timeZoneLabel')}
        description={t('timeZoneExplain')}
        searchable
        data={choices}
        value={value}
        onChange={(zone) => zone && onChange(zone)}
        allowDeselect={false}
        nothingFoundMessage={t('timeZoneNothingFound')}
        maxDropdownHeight={280}
        error={error}
        w="100%"
        maw={360}
      />
      {device && device !== value && choices.includes(device) && (
        <Button
          variant="light"
          h="auto"
          py={8}
          // a long zone name wraps on a phone instead of pushing the page sideways
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          onClick={() => onChange(device)}
        >
          {t('useDeviceZone', { zone: device })}
        </Button>
      )}
    </Stack>
  );
}
