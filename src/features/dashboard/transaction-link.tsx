import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';

/**
 * A link to a payment's detail screen, /manage/transactions/<paymentId>. That route is issue 11's detail
 * screen, built beside this dashboard; until both meet in one build the route tree does not know the path, so
 * the address is written out and cast to the router's path type (it still navigates inside the app, and an
 * unknown path shows the app's "page not found").
 */
export function TransactionLink({ paymentId, children }: { paymentId: string; children: ReactNode }) {
  const to = `/manage/transactions/${encodeURIComponent(paymentId)}` as NonNullable<LinkProps['to']>;
  return (
    <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Anchor>
  );
}
