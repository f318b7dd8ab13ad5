import '@mantine/core/styles/Skeleton.css';
import './dashboard.css';
import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

/** The dashboard while its figures load (a first visit, another range, a scope switch), laid out as it will be. */
export function DashboardSkeleton() {
  const t = useT(dashboardMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Skeleton height={14} width={260} mt={8} />
        </div>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        {/* the balances first, as the screen has them */}
        <Paper withBorder radius="md" p="md">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={16} my={8} />
          ))}
        </Paper>
        <Skeleton height={30} width={300} maw="100%" />
        <div className="bo-dash-grid">
          {[0, 1, 2, 3].map((card) => (
            <Paper key={card} withBorder radius="md" p="md" data-testid="dashboard-skeleton">
              <Skeleton height={12} width="40%" mb={10} />
              <Skeleton height={24} width="70%" mb={8} />
              <Skeleton height={12} width="50%" />
            </Paper>
          ))}
        </div>
        <div className="bo-dash-columns">
          <Paper withBorder radius="md" p="md">
            <Skeleton height={160} />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Skeleton height={160} />
          </Paper>
        </div>
      </Stack>
    </Container>
  );
}
