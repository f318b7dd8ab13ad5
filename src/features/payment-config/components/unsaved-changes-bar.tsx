import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { paymentConfigMessages } from '../messages/index.ts';

interface UnsavedChangesBarProps {
  saving: boolean;
  /** the provider's refusal of the last save, as text; what was typed stays */
  error: string | null;
  onDiscard: () => void;
}

/** Says that the form differs from what is saved, with Discard and Save (the form's submit button). */
export function UnsavedChangesBar({ saving, error, onDiscard }: UnsavedChangesBarProps) {
  const t = useT(paymentConfigMessages);
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      className="bo-unsaved-bar"
      role="region"
      aria-label={t('unsavedChanges')}
    >
      {error && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('unsavedChangesText')}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            {t('discard')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('saveChanges')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
