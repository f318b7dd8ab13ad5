import type { AnchorHTMLAttributes, Ref } from 'react';
import { Button, Group, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { RANGE_PRESETS, type DashboardSearch, type RangePreset } from '../search.ts';

// here, not in search.ts: the route tree (which the sign-in screen downloads) carries the validator only
const RANGE_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
};

type ButtonAnchorProps = ButtonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** A Mantine button that is an anchor, made a router link with its route's typed search (createLink). */
const ButtonLink = createLink((props: ButtonAnchorProps) => <Button component="a" {...props} />);

/**
 * The range presets as links: each is an address (bookmarkable, opens in a new tab), the chosen one marked for
 * screen readers with `aria-current`.
 */
export function RangePresets({ current }: { current: DashboardSearch['range'] }) {
  return (
    <Group component="nav" aria-label="Date range" gap={6} wrap="wrap">
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
            {RANGE_LABELS[preset]}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
