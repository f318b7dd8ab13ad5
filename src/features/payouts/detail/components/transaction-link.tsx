import type { MouseEvent, ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';

/** Where a payment's detail lives (the transactions screens own that route). */
function transactionHref(paymentId: string): string {
  return `/manage/transactions/${encodeURIComponent(paymentId)}`;
}

/**
 * A link to a payment's transaction detail, by address rather than by typed route, so it does not depend on
 * that route's file: a plain click navigates inside the app (no reload), a modified one (new tab) is the
 * browser's.
 */
export function TransactionLink({ paymentId, children }: { paymentId: string; children: ReactNode }) {
  const router = useRouter();
  const href = transactionHref(paymentId);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={onClick} size="sm" ff="monospace">
      {children}
    </Anchor>
  );
}
