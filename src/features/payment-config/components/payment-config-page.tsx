import { Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import './styles.ts';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { toFormValues } from '../model.ts';
import {
  currenciesQueryOptions,
  currencyTypesQueryOptions,
  paymentConfigQueryOptions,
  providersQueryOptions,
} from '../queries.ts';
import { PaymentConfigForm } from './payment-config-form.tsx';
import { ProvidersTable } from './providers-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { paymentConfigMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

interface PaymentConfigPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  /** owner and admin (and masters) may save */
  canEdit: boolean;
}

/** The payment configuration of the current organization and environment, and the providers behind it. */
export function PaymentConfigPage({ scope, canEdit }: PaymentConfigPageProps) {
  const t = useT(paymentConfigMessages);
  const screen = useT(screenMessages);
  const api = useApiClient();
  const [config, currencies, providers, currencyTypes] = useSuspenseQueries({
    queries: [
      paymentConfigQueryOptions(api, scope),
      currenciesQueryOptions(api, scope),
      providersQueryOptions(api, scope),
      currencyTypesQueryOptions(api, scope),
    ],
  });

  return (
    <Container size="md" py="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {screen('paymentConfigHeading')}
            </Title>
            {scope.env === 'live' ? (
              <Badge color="teal.9" variant="filled" size="sm">
                {t('envLive')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="filled" autoContrast size="sm">
                {t('envTest')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('envHint', { env: scope.env })}
          </Text>
        </div>
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t('readOnly')}
          </Alert>
        )}
        {currencies.data.length === 0 ? (
          <EmptyState title={t('noCurrencies')} description={t('noCurrenciesHint')} />
        ) : (
          <PaymentConfigForm
            // another organization or environment is another form, never this one's edits under its name
            key={`${scope.orgId}:${scope.env}`}
            scope={scope}
            saved={toFormValues(config.data, currencies.data)}
            currencies={currencies.data}
            providers={providers.data}
            currencyTypes={currencyTypes.data}
            canEdit={canEdit}
          />
        )}
        <section aria-labelledby="payment-providers-title">
          <Title order={2} size="h4" id="payment-providers-title" mb={4}>
            {t('providersTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('providersHint')}
          </Text>
          {providers.data.length === 0 ? (
            <EmptyState title={t('noProviders')} order={3} />
          ) : (
            <ProvidersTable providers={providers.data} />
          )}
        </section>
      </Stack>
    </Container>
  );
}
