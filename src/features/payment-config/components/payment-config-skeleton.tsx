import { Container, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import './styles.ts';
import { useT } from '../../../i18n/translate.ts';
import { paymentConfigMessages } from '../messages/index.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';

/** The payment configuration screen while it loads (a first visit, a scope switch). */
export function PaymentConfigSkeleton() {
  const t = useT(paymentConfigMessages);
  const screen = useT(screenMessages);
  return (
    <Container size="md" py="lg" px={0} aria-busy="true">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {screen('paymentConfigHeading')}
          </Title>
          <Skeleton height={14} width={280} mt={6} />
        </div>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((section) => (
          <Paper key={section} withBorder p="md" radius="md" data-testid="payment-config-skeleton">
            <Skeleton height={16} width="30%" mb={12} />
            <Skeleton height={36} mb={8} />
            <Skeleton height={36} width="60%" />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
