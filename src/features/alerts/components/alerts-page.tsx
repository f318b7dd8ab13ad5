import { useState } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage } from '../../../lib/form.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { alertsMessages } from '../messages/index.ts';
import {
  useAlertSubscription,
  useCreateAlertRule,
  useDeleteAlertRule,
  useUpdateAlertRule,
} from '../mutations.ts';
import {
  alertRulesQueryOptions,
  currenciesQueryOptions,
  needsOrganization,
  type AlertRule,
} from '../queries.ts';
import { AlertRuleDialog } from './alert-rule-dialog.tsx';
import { AlertRulesTable } from './alert-rules-table.tsx';
import { RuleWords } from './rule-words.tsx';
import './styles.ts';

interface AlertsPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
}

/**
 * The threshold alerts of the current organization and environment (issue 32): every member sees every rule,
 * subscribes to or leaves any of them, and creates their own; a rule is changed or deleted where the provider
 * says the caller may. A master looking at all organizations is asked to pick one.
 */
export function AlertsPage({ scope }: AlertsPageProps) {
  const screen = useT(screenMessages);
  const t = useT(alertsMessages);
  return (
    <Container size="lg" py="lg" px={0}>
      <Stack gap="md">
        {needsOrganization(scope) ? (
          <>
            <Title order={1} size="h2">
              {screen('alertsHeading')}
            </Title>
            <EmptyState title={t('chooseOrganizationTitle')} description={t('chooseOrganizationBody')} />
          </>
        ) : (
          <AlertRules scope={scope} />
        )}
      </Stack>
    </Container>
  );
}

/** The dialog open: a new rule (`rule` null) or one being changed. */
type Editing = { rule: AlertRule | null };

function AlertRules({ scope }: { scope: SessionScope }) {
  const screen = useT(screenMessages);
  const t = useT(alertsMessages);
  const api = useApiClient();
  const rules = useSuspenseQuery(alertRulesQueryOptions(api, scope)).data;
  const currencies = useSuspenseQuery(currenciesQueryOptions(api, scope)).data;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const create = useCreateAlertRule(scope);
  const update = useUpdateAlertRule(scope);
  const remove = useDeleteAlertRule(scope);
  const subscription = useAlertSubscription(scope);
  const saving = editing?.rule ? update : create;

  const openNew = () => {
    create.reset();
    setEditing({ rule: null });
  };
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const newButton = (
    <OnlineOnlyButton action={t('creatingAlert')} onClick={openNew}>
      {t('newAlert')}
    </OnlineOnlyButton>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {screen('alertsHeading')}
        </Title>
        {rules.length > 0 && newButton}
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro', { env: scope.env })}
      </Text>
      {rules.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} action={newButton} />
      ) : (
        <AlertRulesTable
          rules={rules}
          currencies={currencies}
          userId={scope.userId}
          toggling={subscription.isPending ? (subscription.variables?.rule._id ?? null) : null}
          onSubscribe={(rule, subscribe) => subscription.mutate({ rule, subscribe })}
          onEdit={(rule) => {
            update.reset();
            setEditing({ rule });
          }}
          onDelete={setDeleting}
        />
      )}

      {editing && (
        <AlertRuleDialog
          key={editing.rule?._id ?? 'new'}
          rule={editing.rule}
          currencies={currencies}
          pending={saving.isPending}
          error={saving.error}
          onSubmit={(input) => {
            const done = { onSuccess: () => setEditing(null) };
            if (editing.rule) update.mutate({ id: editing.rule._id, input }, done);
            else create.mutate(input, done);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        danger
        pending={remove.isPending}
        error={failureMessage(remove.error)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {t('deleteBody')}{' '}
        {deleting && (
          <strong>
            <RuleWords rule={deleting} currencies={currencies} />
          </strong>
        )}
      </ConfirmDialog>
    </>
  );
}
