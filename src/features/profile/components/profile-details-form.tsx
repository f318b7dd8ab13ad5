import { useState } from 'react';
import { Alert, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { useUpdateProfileDetails, useUploadAvatar } from '../details-mutations.ts';
import { profileMessages } from '../messages/index.ts';
import { isRedactedProfile, profileQueryOptions } from '../queries.ts';

/** The contract's limit (UpdateProfileRequest.name). */
const NAME_MAX = 100;

/** A name as the provider would keep it: something visible, at most 100 characters. */
function profileNameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return translate(profileMessages, 'nameMissing');
  if (name.length > NAME_MAX) return translate(profileMessages, 'nameTooLong', { max: NAME_MAX });
  return null;
}

/**
 * The profile's name and avatar (GET /v1/user/profile, PATCH /v1/user/update-profile). The avatar goes to the
 * image service first and is saved with the name; a refusal shows the server's message and keeps what was typed.
 */
export function ProfileDetailsForm({ scope }: { scope: SessionScope }) {
  const api = useApiClient();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(api, scope));
  return (
    <DetailsForm
      key={profile._id}
      name={profile.name}
      avatar={profile.avatar}
      // the copy saved on this device is shown, never saved back: the provider's own replaces it online
      saved={isRedactedProfile(profile)}
    />
  );
}

interface DetailsFormProps {
  name: string;
  avatar: string | null;
  saved: boolean;
}

function DetailsForm({ name, avatar: initialAvatar, saved }: DetailsFormProps) {
  const t = useT(profileMessages);
  const form = useFormFields({ name }, { name: profileNameProblem });
  const [avatar, setAvatar] = useState(initialAvatar);
  const update = useUpdateProfileDetails();
  const upload = useUploadAvatar();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-details-title">
      <form
        noValidate
        aria-labelledby="profile-details-title"
        onSubmit={form.onSubmit((values) => update.mutate({ name: values.name.trim(), avatar }))}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="profile-details-title">
            {t('detailsTitle')}
          </Title>
          <TextInput label={t('name')} required autoComplete="name" {...form.getInputProps('name')} />
          <ImageUploadField
            label={t('avatar')}
            kind="avatar"
            name={form.values.name || name}
            value={avatar}
            onChange={setAvatar}
            upload={(file) => upload.mutateAsync(file)}
          />
          {update.error && (
            <Alert color="red" variant="light" role="alert">
              {failureMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <OnlineOnlyButton
              type="submit"
              action={t('savingProfile')}
              disabled={saved}
              loading={update.isPending}
            >
              {t('saveProfile')}
            </OnlineOnlyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
