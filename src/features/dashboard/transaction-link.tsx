import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A link to a payment's detail screen, /manage/transactions/<paymentId>. */
export function TransactionLink({ paymentId, children }: { paymentId: string; children: ReactNode }) {
  return (
    <Anchor
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
      renderRoot={(props) => <Link {...props} to="/manage/transactions/$paymentId" params={{ paymentId }} />}
    >
      {children}
    </Anchor>
  );
}
