import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useUpdateOrganization, useUploadOrganizationLogo } from '../settings-mutations.ts';
import { translate, useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

/** The contract's limit (UpdateOrganizationRequest.name). */
const NAME_MAX = 100;

/** A name as the provider would keep it: something visible, at most 100 characters. */
function organizationNameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return translate(organizationsMessages, 'nameMissing');
  if (name.length > NAME_MAX) return translate(organizationsMessages, 'nameTooLong', { max: NAME_MAX });
  return null;
}

interface OrganizationEditFormProps {
  name: string;
  logo: string | null;
}

/**
 * The current organization's name and logo (PATCH /v1/org/update). The logo is uploaded to the image service
 * first and saved with the name; a refusal is shown as the server's message and nothing typed is lost.
 */
export function OrganizationEditForm({ name, logo: initialLogo }: OrganizationEditFormProps) {
  const t = useT(organizationsMessages);
  const form = useFormFields({ name }, { name: organizationNameProblem });
  const [logo, setLogo] = useState(initialLogo);
  const update = useUpdateOrganization();
  const upload = useUploadOrganizationLogo();
  return (
    <form
      noValidate
      aria-label={t('editForm')}
      onSubmit={form.onSubmit((values) => update.mutate({ name: values.name.trim(), logo }))}
    >
      <Stack gap="sm">
        <TextInput
          label={t('nameLabel')}
          required
          maxLength={NAME_MAX + 20}
          {...form.getInputProps('name')}
        />
        <ImageUploadField
          label={t('logoLabel')}
          kind="logo"
          name={form.values.name || name}
          value={logo}
          onChange={setLogo}
          upload={(file) => upload.mutateAsync(file)}
        />
        {update.error && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('saveOrganization')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
