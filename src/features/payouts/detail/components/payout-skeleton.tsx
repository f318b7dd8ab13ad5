import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../../i18n/translate.ts';
import { payoutsMessages } from '../../messages/index.ts';
import './styles.ts';

/** The payout page while its data loads: the heading, the tabs and the summary's cards in outline. */
export function PayoutSkeleton() {
  const t = useT(payoutsMessages);
  return (
    <Container size="lg" py="lg" px={0} aria-busy="true">
      <Stack gap="md">
        <Skeleton height={14} width={90} />
        <div>
          <Title order={1} size="h2">
            {t('detailTitle')}
          </Title>
          <Skeleton height={14} width={240} mt={6} />
        </div>
        <VisuallyHidden role="status">{t('detailLoading')}</VisuallyHidden>
        <Group gap="lg">
          {[80, 110, 80, 80].map((width, index) => (
            <Skeleton key={index} height={20} width={width} />
          ))}
        </Group>
        <Stack gap="md" data-testid="payout-skeleton">
          {[0, 1].map((card) => (
            <Paper key={card} withBorder p="md" radius="md">
              <Skeleton height={16} width="30%" mb={12} />
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={12} width="80%" mb={8} />
              ))}
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
