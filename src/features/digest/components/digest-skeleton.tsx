import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import { digestMessages } from '../messages/index.ts';
import './styles.ts';

/** The digest page while the digest loads. */
export function DigestSkeleton() {
  const screen = useT(screenMessages);
  const t = useT(digestMessages);
  return (
    <Container size="md" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {screen('digestHeading')}
          </Title>
          <Skeleton height={14} width="60%" mt={8} />
        </div>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((section) => (
          <Paper key={section} withBorder p="md" radius="md" data-testid="digest-skeleton">
            <Skeleton height={18} width="35%" mb={12} />
            <Skeleton height={48} width="100%" />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
