import { Group, Stack, Text } from '@mantine/core';
import type { Env } from '../../../session/scope.ts';
import type { Organization } from '../queries.ts';
import { balanceLines } from '../balance-lines.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedAmount } from '../../../components/money.tsx';

interface OrganizationBalancesProps {
  organization: Organization;
  env: Env;
}

/**
 * docs/product/09-constants.md §9.1: each currency's balance plus 5.26 percent, 2 decimals half up, the code
 * upper-cased (formatBalance), from testBalance in test mode and balance in live mode.
 */
export function OrganizationBalances({ organization, env }: OrganizationBalancesProps) {
  const t = useT(organizationsMessages);
  const hidden = useAmountsHidden();
  const { label, listLabel, lines } = balanceLines(organization, env);
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm">{t('noBalance')}</Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} aria-label={listLabel} style={{ listStyle: 'none' }}>
          {lines.map(({ currency, amount }) => (
            <Group
              component="li"
              key={currency}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-currency={currency}
            >
              <Text size="sm">{currency}</Text>
              <Text size="sm" fw={600} ff="monospace" data-testid="balance">
                {hidden ? <MaskedAmount currency={currency} /> : amount}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
