import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { alertsMessages } from '../messages/index.ts';
import {
  currencyProblem,
  decimalsOf,
  isAmountKind,
  isRuleKind,
  RULE_KINDS,
  ruleValues,
  thresholdProblem,
  toRuleInput,
  type RuleInput,
  type RuleValues,
} from '../model.ts';
import type { AlertRule } from '../queries.ts';

interface AlertRuleDialogProps {
  /** the rule being changed; null for a new one */
  rule: AlertRule | null;
  currencies: readonly CurrencyPrecision[];
  pending: boolean;
  /** the provider's refusal, shown under the form; what was typed stays */
  error: unknown;
  onSubmit: (input: RuleInput) => void;
  onClose: () => void;
}

/**
 * "New alert" and "Edit alert": the kind (fixed once created), the currency for an amount, the threshold with
 * what it may be said before sending (the currency's decimals, or a percentage from 0 to 100), checked as the
 * provider would before anything is sent.
 */
export function AlertRuleDialog({
  rule,
  currencies,
  pending,
  error,
  onSubmit,
  onClose,
}: AlertRuleDialogProps) {
  const t = useT(alertsMessages);
  const form = useFormFields<RuleValues>(ruleValues(rule, currencies), {
    currency: currencyProblem,
    threshold: (value, values) => thresholdProblem(value, values, currencies),
  });
  const { kind, currency } = form.values;
  const amountKind = isRuleKind(kind) && isAmountKind(kind);
  const message = failureMessage(error);

  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={rule ? t('editTitle') : t('newTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        aria-label={t('formLabel')}
        onSubmit={form.onSubmit((values) => onSubmit(toRuleInput(values)))}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('kind')}
            description={rule ? t('kindFixed') : undefined}
            disabled={rule !== null}
            data={RULE_KINDS.map((choice) => ({ value: choice.kind, label: t(choice.words) }))}
            {...form.getInputProps('kind')}
            onChange={(event) => form.setFieldValue('kind', event.currentTarget.value)}
          />
          {amountKind && (
            <NativeSelect
              label={t('currency')}
              data={[
                { value: '', label: t('chooseCurrency'), disabled: true },
                ...currencies.map(({ code }) => ({ value: code, label: code })),
              ]}
              {...form.getInputProps('currency')}
              onChange={(event) => form.setFieldValue('currency', event.currentTarget.value)}
            />
          )}
          <TextInput
            label={amountKind ? t('amount') : t('percent')}
            description={
              !amountKind
                ? t('percentHint')
                : currency
                  ? t('amountHint', { count: decimalsOf(currencies, currency), currency })
                  : t('amountHintNoCurrency')
            }
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
            rightSection={amountKind ? undefined : '%'}
            {...form.getInputProps('threshold')}
          />
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {rule ? t('save') : t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
