import type { AnchorHTMLAttributes, Ref } from 'react';
import { Button, Group, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { RANGE_PRESETS, type DashboardSearch, type RangePreset } from '../search.ts';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';

// each preset's words (here, not in search.ts: the route tree, which the sign-in screen downloads, carries
// the validator only)
const RANGE_LABEL_KEYS = {
  today: 'rangeToday',
  '7d': 'range7d',
  '30d': 'range30d',
  month: 'rangeMonth',
} as const satisfies Record<RangePreset, keyof typeof dashboardMessages.source>;

type ButtonAnchorProps = ButtonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** A Mantine button that is an anchor, made a router link with its route's typed search (createLink). */
const ButtonLink = createLink((props: ButtonAnchorProps) => <Button component="a" {...props} />);

/**
 * The range presets as links: each is an address (bookmarkable, opens in a new tab), the chosen one marked for
 * screen readers with `aria-current`.
 */
export function RangePresets({ current }: { current: DashboardSearch['range'] }) {
  const t = useT(dashboardMessages);
  return (
    <Group component="nav" aria-label={t('rangeNav')} gap={6} wrap="wrap">
      {RANGE_PRESETS.map((preset) => {
        const chosen = preset === current;
        return (
          <ButtonLink
            key={preset}
            to="/main/dashboard/"
            search={{ range: preset }}
            size="xs"
            variant={chosen ? 'filled' : 'default'}
            aria-current={chosen ? 'page' : undefined}
          >
            {t(RANGE_LABEL_KEYS[preset])}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
