import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { profileMessages } from '../messages/index.ts';
import './styles.ts';

/** The profile screen while the profile and the notification channels load. */
export function ProfileSkeleton() {
  const t = useT(profileMessages);
  return (
    <Container size="md" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((section) => (
          <Paper key={section} withBorder p="md" radius="md" data-testid="profile-skeleton">
            <Skeleton height={18} width="35%" mb={12} />
            <Skeleton height={36} width="100%" maw={420} mb={8} />
            <Skeleton height={36} width="100%" maw={420} />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
