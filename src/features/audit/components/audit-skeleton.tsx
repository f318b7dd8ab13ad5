import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { auditMessages } from '../messages/index.ts';
import './styles.ts';

/** The audit screen while its entries load (a first visit, a filter or page change, a scope switch). */
export function AuditSkeleton() {
  const t = useT(auditMessages);
  return (
    <Container size="xl" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Skeleton height={36} width={120} />
        </Group>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Group gap="sm">
          <Skeleton height={36} width={240} />
          <Skeleton height={36} width={260} />
        </Group>
        <Stack gap="xs">
          {[0, 1, 2, 3, 4].map((row) => (
            <Paper key={row} withBorder p="sm" radius="md" data-testid="audit-skeleton">
              <Skeleton height={16} width="55%" mb={8} />
              <Skeleton height={12} width="80%" />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
