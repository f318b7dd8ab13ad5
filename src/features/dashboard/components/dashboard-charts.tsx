import '@mantine/core/styles/Skeleton.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { DashboardChartsProps } from '../charts/index.tsx';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

/** The charts' code, its own chunk: never part of what the figures wait for. */
const Charts = lazy(() => import('../charts/index.tsx'));

/**
 * True once the element is within `margin` of the viewport (at once where IntersectionObserver is missing).
 * The charts sit below the figures, so their code is fetched when the user scrolls toward them, not with the
 * dashboard's first visit.
 */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** The charts section: a placeholder of the same size until the chart module is wanted and has arrived. */
export function DashboardCharts(props: DashboardChartsProps) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  const { ref, near } = useNearViewport('200px');
  const placeholder = <ChartsPlaceholder currencies={props.metrics.currencies.length} />;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} ref={ref}>
      <Title order={3} size="h4" id={titleId}>
        {t('chartsTitle')}
      </Title>
      {near ? (
        <Suspense fallback={placeholder}>
          <Charts {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Stack>
  );
}

function ChartsPlaceholder({ currencies }: { currencies: number }) {
  const t = useT(dashboardMessages);
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('chartsLoading')}</VisuallyHidden>
      <div className="bo-dash-columns">
        {Array.from({ length: currencies }, (_, index) => (
          <Paper key={index} withBorder radius="md" p="md">
            <Skeleton height={18} width="50%" mb={8} />
            <Skeleton height={150} />
          </Paper>
        ))}
      </div>
      <Paper withBorder radius="md" p="md">
        <Skeleton height={220} />
      </Paper>
    </Stack>
  );
}
