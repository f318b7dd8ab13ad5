import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';

/** The profile screen while the profile and the notification channels load. */
export function ProfileSkeleton() {
  return (
    <Container size="md" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Title order={1} size="h2">
          Profile
        </Title>
        <VisuallyHidden role="status">Loading your profile…</VisuallyHidden>
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
