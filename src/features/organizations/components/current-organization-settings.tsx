import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { useOrgAccess } from '../permissions.ts';
import { currenciesQueryOptions } from '../../../api/currencies.ts';
import { walletCurrencies } from '../wallet-address.ts';
import { OrganizationEditForm } from './organization-edit-form.tsx';
import { WalletAddressForm } from './wallet-address-form.tsx';
import { MfaRequirementSetting } from './mfa-requirement-setting.tsx';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

interface CurrentOrganizationSettingsProps {
  scope: SessionScope;
  /** the current organization as the lists know it (a master's list has no wallet) */
  organization: {
    _id: string;
    name: string;
    logo: string | null;
    walletAddress?: string | null;
    /** absent from a master's list and from a provider without the feature */
    requireMfa?: boolean;
  };
}

/**
 * The current organization's name, logo and payout wallet. Only owners and admins (and masters) may change
 * them (docs/product/06-roles.md §6.2): other roles read them, with a sentence saying who can change them.
 */
export function CurrentOrganizationSettings({ scope, organization }: CurrentOrganizationSettingsProps) {
  const t = useT(organizationsMessages);
  const api = useApiClient();
  const access = useOrgAccess();
  const { data: currencies } = useSuspenseQuery(currenciesQueryOptions(api, scope));
  const editable = access.can('editOrganization');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-organization-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="current-organization-title">
            {t('settingsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {organization.name}
          </Text>
        </div>
        {editable ? (
          <>
            <OrganizationEditForm key={organization._id} name={organization.name} logo={organization.logo} />
            <Divider />
            <Title order={3} size="h4">
              {t('payoutWallet')}
            </Title>
            <WalletAddressForm
              key={`${organization._id}:${organization.walletAddress ?? ''}`}
              walletAddress={organization.walletAddress ?? null}
              currencies={walletCurrencies(currencies)}
            />
            {organization.requireMfa !== undefined && (
              <>
                <Divider />
                <MfaRequirementSetting
                  key={organization._id}
                  required={organization.requireMfa}
                  editable={access.can('requireMfa')}
                />
              </>
            )}
          </>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              <RichText
                text={t('payoutWalletIs')}
                parts={{
                  wallet: () => (
                    <Text span ff="monospace">
                      {organization.walletAddress ?? t('walletNotSet')}
                    </Text>
                  ),
                }}
              />
            </Text>
            <Text size="sm">{t('editRestricted')}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
