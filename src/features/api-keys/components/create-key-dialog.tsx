import { useId } from 'react';
import { Alert, Button, Group, Input, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { cleanKeyName, DEFAULT_EXPIRY, EXPIRY_CHOICES, expiresInDaysFor, keyNameError } from '../model.ts';
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
  const expiryLabelId = useId();
  const form = useFormFields({ name: '', expiry: DEFAULT_EXPIRY as string }, { name: keyNameError });
  const message = failureMessage(error);

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={`Create a ${env} API key`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onCreate({ name: cleanKeyName(values.name), expiresInDays: expiresInDaysFor(values.expiry) }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            description="What uses this key, e.g. “Checkout server”"
            required
            maxLength={200}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Input.Wrapper label="Expires after" labelProps={{ id: expiryLabelId }}>
            <SegmentedControl
              aria-labelledby={expiryLabelId}
              fullWidth
              mt={4}
              value={form.values.expiry}
              onChange={(value) => form.setFieldValue('expiry', value)}
              data={EXPIRY_CHOICES.map(({ value, label }) => ({ value, label }))}
            />
          </Input.Wrapper>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
