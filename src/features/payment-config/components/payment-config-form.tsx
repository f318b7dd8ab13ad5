import {
  Fieldset,
  Input,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useRuntimeConfig } from '../../../api/runtime-config-context.tsx';
import { webhookAllowedOrigins } from '../../../api/webhook-allowed-origins.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import {
  changesOf,
  expiryBounds,
  isDirty,
  PAYOUT_SCHEDULES,
  paymentConfigRules,
  splitCodes,
  toFormValues,
  type PaymentConfigValues,
} from '../model.ts';
import { useUpdatePaymentConfig } from '../mutations.ts';
import type { Currency, Provider } from '../queries.ts';
import { CurrenciesField } from './currencies-field.tsx';
import { LeaveGuard } from '../../../components/leave-guard/leave-guard.tsx';
import { UnsavedChangesBar } from './unsaved-changes-bar.tsx';
import { useT } from '../../../i18n/translate.ts';
import { paymentConfigMessages } from '../messages/index.ts';

/** The webhook field's example: an address, the same in every language. */
const WEBHOOK_EXAMPLE = 'https://example.com/webhooks';

interface PaymentConfigFormProps {
  scope: SessionScope;
  /** what is saved, as form values: the form compares against it and Discard returns to it */
  saved: PaymentConfigValues;
  currencies: readonly Currency[];
  providers: readonly Provider[];
  currencyTypes: readonly string[];
  /** owner and admin (and masters) may save; everyone else reads */
  canEdit: boolean;
}

/**
 * The payment configuration as a form: checked before it is sent, only the changed fields sent, an
 * "unsaved changes" bar with Discard and Save while it differs from what is saved, and a question before
 * leaving with changes. A refusal is shown in the bar and nothing typed is lost.
 */
export function PaymentConfigForm(props: PaymentConfigFormProps) {
  const { scope, saved, currencies, providers, currencyTypes, canEdit } = props;
  const t = useT(paymentConfigMessages);
  const scheduleLabelId = useId();
  const allowedOrigins = webhookAllowedOrigins(useRuntimeConfig());
  const form = useFormFields<PaymentConfigValues>(saved, paymentConfigRules(currencies, allowedOrigins));
  const save = useUpdatePaymentConfig(scope);
  const dirty = canEdit && isDirty(form.values, saved);
  const accepted = splitCodes(form.values.acceptedCurrencies);
  const settlement = form.values.settlementCurrency;

  const setAll = (values: PaymentConfigValues) => {
    for (const name of Object.keys(values) as (keyof PaymentConfigValues)[])
      form.setFieldValue(name, values[name]);
  };
  const discard = () => {
    setAll(saved);
    save.reset();
  };
  const formRef = useRef<HTMLFormElement>(null);
  // The provider may hold a value today's rules refuse (null, out of bounds): say so at once to whoever may
  // correct it, rather than only when they press Save.
  useEffect(() => {
    if (canEdit) form.validate();
    // once, for what was saved when the form opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      // the first field in error may sit under the unsaved-changes bar or off screen: take the user there
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // after a save the form shows what the provider stored ("50.00" typed comes back as 50)
    save.mutate(changesOf(form.values, saved), {
      onSuccess: (config) => setAll(toFormValues(config, currencies)),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <LeaveGuard dirty={dirty} message={t('changesLost')} />
      <Fieldset variant="unstyled" disabled={!canEdit || save.isPending} m={0} p={0}>
        <Stack gap="xl">
          <Fieldset legend={t('currencies')} radius="md">
            <CurrenciesField
              currencies={currencies}
              providers={providers}
              currencyTypes={currencyTypes}
              value={accepted}
              error={form.errors.acceptedCurrencies}
              onChange={(codes) => form.setFieldValue('acceptedCurrencies', codes.join(','))}
            />
          </Fieldset>

          <Fieldset legend={t('payouts')} radius="md">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect
                  label={t('settlementCurrency')}
                  // the provider pays each balance out in its own currency; this one only prices the minimum
                  description={t('settlementCurrencyHint')}
                  data={accepted.includes(settlement) || !settlement ? accepted : [settlement, ...accepted]}
                  value={settlement}
                  error={form.errors.settlementCurrency}
                  onChange={(event) => form.setFieldValue('settlementCurrency', event.currentTarget.value)}
                />
                <TextInput
                  label={t('minimumPayout')}
                  description={t('minimumPayoutHint', { currency: settlement })}
                  inputMode="decimal"
                  autoComplete="off"
                  rightSection={settlement}
                  rightSectionWidth={56}
                  {...form.getInputProps('minimumPayoutAmount')}
                />
              </SimpleGrid>
              <Input.Wrapper label={t('payoutSchedule')} labelProps={{ id: scheduleLabelId }}>
                <SegmentedControl
                  aria-labelledby={scheduleLabelId}
                  mt={4}
                  fullWidth
                  disabled={!canEdit}
                  value={form.values.payoutSchedule}
                  onChange={(value) => form.setFieldValue('payoutSchedule', value)}
                  data={PAYOUT_SCHEDULES.map((value) => ({ value, label: t(value) }))}
                />
              </Input.Wrapper>
              <Switch
                label={t('autoPayout')}
                description={t('autoPayoutHint')}
                checked={form.values.autoPayout === 'true'}
                onChange={(event) => form.setFieldValue('autoPayout', String(event.currentTarget.checked))}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('checkoutAndNotifications')} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                type="url"
                label={t('webhookUrl')}
                description={t('webhookUrlHint')}
                placeholder={WEBHOOK_EXAMPLE}
                autoComplete="off"
                {...form.getInputProps('webhookUrl')}
              />
              <TextInput
                label={t('paymentExpiry')}
                description={t('paymentExpiryHint', expiryBounds())}
                inputMode="numeric"
                autoComplete="off"
                rightSection={t('minutesUnit')}
                rightSectionWidth={48}
                {...form.getInputProps('paymentExpiryMinutes')}
              />
            </SimpleGrid>
          </Fieldset>
        </Stack>
      </Fieldset>
      {dirty && (
        <UnsavedChangesBar saving={save.isPending} error={failureMessage(save.error)} onDiscard={discard} />
      )}
    </form>
  );
}
