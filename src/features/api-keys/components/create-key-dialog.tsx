import { useId } from 'react';
import { Alert, Button, Group, Input, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import {
  cleanKeyName,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiresInDaysFor,
  expiryLabel,
  keyNameError,
} from '../model.ts';
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';
import type { CreateKeyInput } from '../mutations.ts';

interface CreateKeyDialogProps {
  opened: boolean;
  /** the environment the key is made for, named in the title so nobody makes a live key by mistake */
  env: 'test' | 'live';
  pending: boolean;
  /** the provider's refusal, shown under the form; what was typed stays */
  error: unknown;
  onCreate: (input: CreateKeyInput) => void;
  onClose: () => void;
}

/** The "Create API key" form: a name and an expiry (30, 90, 365 days or never), validated before sending. */
export function CreateKeyDialog({ opened, env, pending, error, onCreate, onClose }: CreateKeyDialogProps) {
  const t = useT(apiKeysMessages);
  const expiryLabelId = useId();
  const form = useFormFields({ name: '', expiry: DEFAULT_EXPIRY as string }, { name: keyNameError });
  const message = failureMessage(error);

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={t('createTitle', { env })}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onCreate({ name: cleanKeyName(values.name), expiresInDays: expiresInDaysFor(values.expiry) }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label={t('name')}
            description={t('nameHint')}
            required
            maxLength={200}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Input.Wrapper label={t('expiresAfter')} labelProps={{ id: expiryLabelId }}>
            <SegmentedControl
              aria-labelledby={expiryLabelId}
              fullWidth
              mt={4}
              value={form.values.expiry}
              onChange={(value) => form.setFieldValue('expiry', value)}
              data={EXPIRY_CHOICES.map(({ value, days }) => ({ value, label: expiryLabel(days) }))}
            />
          </Input.Wrapper>
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
              {t('createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
