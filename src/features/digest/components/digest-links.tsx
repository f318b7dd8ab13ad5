import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paymentDeepLink, payoutDeepLink } from '../../../shared/deep-links.ts';
import type { Digest } from '../queries.ts';

interface RecordLinkProps {
  digest: Pick<Digest, 'orgId' | 'env'>;
  /** the app looks at the digest's organization and environment now */
  inScope: boolean;
  children: ReactNode;
}

/**
 * A payment of the digest: its page in the app's router when the app looks at the digest's scope; otherwise the
 * link a notification would use, naming the digest's organization and environment, which the app switches to.
 */
export function PaymentLink({
  digest,
  inScope,
  paymentId,
  children,
}: RecordLinkProps & { paymentId: string }) {
  if (inScope)
    return (
      <Anchor
        className="bo-digest-link"
        renderRoot={(props) => (
          <Link {...props} to="/manage/transactions/$paymentId" params={{ paymentId }} />
        )}
      >
        {children}
      </Anchor>
    );
  return (
    <Anchor href={paymentDeepLink(paymentId, digest) ?? undefined} className="bo-digest-link">
      {children}
    </Anchor>
  );
}

/** A payout of the digest, opened on its payments (`?showPayment=true`), as PaymentLink. */
export function PayoutLink({ digest, inScope, payoutId, children }: RecordLinkProps & { payoutId: string }) {
  if (inScope)
    return (
      <Anchor
        className="bo-digest-link"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/manage/payout/$payoutId"
            params={{ payoutId }}
            search={{ showPayment: true }}
          />
        )}
      >
        {children}
      </Anchor>
    );
  return (
    <Anchor href={payoutDeepLink(payoutId, digest) ?? undefined} className="bo-digest-link">
      {children}
    </Anchor>
  );
}
