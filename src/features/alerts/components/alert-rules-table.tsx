import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { alertsMessages } from '../messages/index.ts';
import type { AlertRule } from '../queries.ts';
import { RuleWords } from './rule-words.tsx';

interface AlertRulesTableProps {
  rules: readonly AlertRule[];
  currencies: readonly CurrencyPrecision[];
  /** the signed-in user: their own rules say "You" */
  userId: string;
  /** the rule whose subscription is being changed, if any */
  toggling: string | null;
  onSubscribe: (rule: AlertRule, subscribe: boolean) => void;
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
}

/** The element that holds a rule's words: its buttons are named by it ("Edit Available USD balance below …"). */
const wordsId = (rule: AlertRule) => `alert-rule-${rule._id}`;

/**
 * The rules of the scope: each in words, its owner, its state and its subscribers; Subscribe or Unsubscribe for
 * every member; Edit and Delete only where the provider says the caller may (`canEdit`). A table on a wide
 * screen, a card per rule on a phone.
 */
export function AlertRulesTable(props: AlertRulesTableProps) {
  const { rules, currencies, userId, toggling, onSubscribe, onEdit, onDelete } = props;
  const t = useT(alertsMessages);
  // a button's own word, then the rule it acts on
  const named = (rule: AlertRule, action: string) => ({
    id: `alert-${action}-${rule._id}`,
    'aria-labelledby': `alert-${action}-${rule._id} ${wordsId(rule)}`,
  });
  const columns: Column<AlertRule>[] = [
    {
      key: 'rule',
      header: t('columnRule'),
      render: (rule) => (
        <Text component="span" size="sm" fw={600} id={wordsId(rule)}>
          <RuleWords rule={rule} currencies={currencies} />
        </Text>
      ),
    },
    {
      key: 'owner',
      header: t('columnOwner'),
      render: (rule) => (rule.ownerId === userId ? t('ownerYou') : rule.ownerName),
    },
    { key: 'state', header: t('columnState'), render: (rule) => <RuleState rule={rule} /> },
    {
      key: 'alerts',
      header: t('columnAlerts'),
      render: (rule) => (
        <Stack gap={4} align="flex-start">
          <Text size="xs">{rule.subscribed ? t('subscribed') : t('notSubscribed')}</Text>
          <Text size="xs" c="dimmed">
            {t('subscribers', { count: rule.subscriberCount })}
          </Text>
          <Button
            size="xs"
            variant={rule.subscribed ? 'default' : 'light'}
            loading={toggling === rule._id}
            onClick={() => onSubscribe(rule, !rule.subscribed)}
            {...named(rule, rule.subscribed ? 'unsubscribe' : 'subscribe')}
          >
            {rule.subscribed ? t('unsubscribe') : t('subscribe')}
          </Button>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('columnActions'),
      actions: true,
      render: (rule) =>
        rule.canEdit && (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => onEdit(rule)} {...named(rule, 'edit')}>
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onDelete(rule)}
              {...named(rule, 'delete')}
            >
              {t('delete')}
            </Button>
          </Group>
        ),
    },
  ];
  return (
    <ResponsiveTable label={t('listLabel')} columns={columns} rows={rules} rowKey={(rule) => rule._id} />
  );
}

/** Armed, or triggered since when it crossed (it stays so, silent, until its condition is false again). */
function RuleState({ rule }: { rule: AlertRule }) {
  const t = useT(alertsMessages);
  if (rule.state === 'armed')
    return (
      <Badge variant="default" tt="none" radius="sm">
        {t('stateArmed')}
      </Badge>
    );
  const since = formatDayMonthUtc(rule.lastTriggeredAt);
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="orange" variant="light" tt="none" radius="sm">
        {t('stateTriggered')}
      </Badge>
      {since && <Text size="xs">{t('triggeredSince', { date: since })}</Text>}
    </Stack>
  );
}
