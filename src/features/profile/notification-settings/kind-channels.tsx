import type { ChangeEvent } from 'react';
import { Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIDE_SCREEN_QUERY } from '../../../components/responsive-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { notificationSettingsMessages } from './messages/index.ts';
import { KIND_LABELS, PREFERENCE_KINDS, type NotificationPreferences, type PreferenceKind } from './model.ts';

type Kinds = NotificationPreferences['kinds'];
type Channel = keyof Kinds[PreferenceKind];

interface KindChannelsProps {
  kinds: Kinds;
  onChange: (kind: PreferenceKind, channel: Channel, on: boolean) => void;
}

/**
 * Per kind of notification, two switches: Push (a system notification) and In the app (kept in the bell). A
 * compact table on a wide screen; a card per kind on a phone, each switch with its word beside it (a 44 px
 * target). Every switch is named with its kind ("Push: Dispute opened"), whichever layout shows it.
 */
export function KindChannels({ kinds, onChange }: KindChannelsProps) {
  const t = useT(notificationSettingsMessages);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
  const switchProps = (kind: PreferenceKind, channel: Channel) => ({
    checked: kinds[kind][channel],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(kind, channel, event.currentTarget.checked),
    'aria-label': t(channel === 'push' ? 'pushFor' : 'inAppFor', { kind: t(KIND_LABELS[kind]) }),
  });

  if (wide)
    return (
      <Table verticalSpacing={6} aria-label={t('deliveryTitle')} maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('kindColumn')}</Table.Th>
            <Table.Th ta="center">{t('push')}</Table.Th>
            <Table.Th ta="center">{t('inApp')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PREFERENCE_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(KIND_LABELS[kind])}</Table.Td>
              <Table.Td>
                <Group justify="center">
                  <Switch {...switchProps(kind, 'push')} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Group justify="center">
                  <Switch {...switchProps(kind, 'inApp')} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack component="ul" aria-label={t('deliveryTitle')} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {PREFERENCE_KINDS.map((kind) => (
        <Paper component="li" key={kind} withBorder radius="md" px="sm" py={4}>
          <Text size="sm" fw={600} pt={6}>
            {t(KIND_LABELS[kind])}
          </Text>
          <Group gap="lg" wrap="wrap">
            <Switch label={t('push')} {...switchProps(kind, 'push')} />
            <Switch label={t('inApp')} {...switchProps(kind, 'inApp')} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
