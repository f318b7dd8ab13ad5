import type { MantineSize } from '@mantine/core';
import type { RoutePath } from '../lib/menu.ts';

export interface ScreenHeading {
  /** the screen's own `<h1>` */
  heading: string;
  /** the width of the screen's container, so the content does not jump when the screen takes over */
  size: MantineSize;
}

/**
 * The screens the menus open (sidebar, top bar, profile menu, bell), by path: what the content area shows
 * while the router fetches a screen's code and then its data. A screen's own heading and container, written
 * again here because they live in the screen's chunk, which is what is still on its way.
 */
export const SCREEN_HEADINGS: Partial<Record<RoutePath, ScreenHeading>> = {
  '/main/dashboard/': { heading: 'Dashboard', size: 'lg' },
  '/main/notification': { heading: 'Notifications', size: 'md' },
  '/manage/apikey/': { heading: 'API keys', size: 'lg' },
  '/manage/organization/': { heading: 'Organizations', size: 'lg' },
  '/manage/paymentConfig/': { heading: 'Payment configuration', size: 'md' },
  '/manage/transactions/': { heading: 'Transactions', size: 'xl' },
  '/manage/payout/': { heading: 'Payouts', size: 'lg' },
  '/manage/onRampRequest/': { heading: 'On-ramp requests', size: 'lg' },
  '/manage/profile': { heading: 'Profile', size: 'md' },
};

/** The heading of the screen at `pathname`, or none for a screen not in the table (a detail page). */
export function screenHeadingOf(pathname: string): ScreenHeading | undefined {
  return Object.hasOwn(SCREEN_HEADINGS, pathname) ? SCREEN_HEADINGS[pathname as RoutePath] : undefined;
}
