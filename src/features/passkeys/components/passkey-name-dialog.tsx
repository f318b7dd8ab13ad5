import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { translate } from '../../../i18n/translate.ts';
import { useFormFields } from '../../../lib/form.ts';
import { componentsMessages } from '../../../components/messages/index.ts';
import { passkeysMessages } from '../messages/index.ts';

const MAX_NAME = 64;

const nameError = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) return translate(passkeysMessages, 'nameMissing');
  return trimmed.length > MAX_NAME ? translate(passkeysMessages, 'nameTooLong') : null;
};

interface PasskeyNameDialogProps {
  title: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  /** the last attempt's failure, shown in the dialog: the name typed stays */
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a passkey's name (adding one, or renaming it); mounted only while open, so it starts from `initialName`. */
export function PasskeyNameDialog(props: PasskeyNameDialogProps) {
  const t = useT(passkeysMessages);
  const tc = useT(componentsMessages);
  const { title, initialName, submitLabel, pending, error, onSubmit, onClose } = props;
  const form = useFormFields({ name: initialName }, { name: nameError });
  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <form onSubmit={form.onSubmit(({ name }) => onSubmit(name))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('nameLabel')}
            description={t('nameHint')}
            value={form.values.name}
            onChange={(event) => form.setFieldValue('name', event.currentTarget.value)}
            error={form.errors.name}
            maxLength={MAX_NAME}
            required
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
