/** Provider ids are 24 hexadecimal characters (the contract's ObjectId). */
const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** The provider's payment reference (the contract's PaymentId). */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ENVS = ['test', 'live'];

/** Where a record lives: a link carries it, so the app opens it in that organization and environment. */
export interface LinkScope {
  orgId: string;
  env: string;
}

/** The `org` and `env` search parameters of a link; none when the scope is missing or malformed. */
function scopeParams(scope: LinkScope | undefined): string {
  if (!scope || !OBJECT_ID.test(scope.orgId) || !ENVS.includes(scope.env)) return '';
  return `org=${scope.orgId}&env=${scope.env}`;
}

function withScope(path: string, scope: LinkScope | undefined): string {
  const params = scopeParams(scope);
  if (!params) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/**
 * The page a payout notification opens (docs/product/02-screens.md §2.1:
 * `/manage/payout/{id}?showPayment=true`), as a same-origin path, with the organization and environment the
 * payout belongs to when given (issue 32: the app switches to them). Pure, so the service worker builds the same
 * link for a system notification. Anything but an ObjectId gives null: an id from a notification is data, and
 * must never make a path that leads elsewhere.
 */
export function payoutDeepLink(payoutId: unknown, scope?: LinkScope): string | null {
  if (typeof payoutId !== 'string' || !OBJECT_ID.test(payoutId)) return null;
  return withScope(`/manage/payout/${payoutId}?showPayment=true`, scope);
}

/** A payment's page (its disputes, refunds and activity), as payoutDeepLink; null for a malformed reference. */
export function paymentDeepLink(paymentId: unknown, scope?: LinkScope): string | null {
  if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) return null;
  return withScope(`/manage/transactions/${paymentId}`, scope);
}

/** The daily digest's page; null for a malformed id. */
function digestDeepLink(digestId: unknown, scope?: LinkScope): string | null {
  if (typeof digestId !== 'string' || !OBJECT_ID.test(digestId)) return null;
  return withScope(`/main/digest/${digestId}`, scope);
}

/** The alert rules' screen, where the rule that crossed is listed. */
function alertsDeepLink(scope?: LinkScope): string {
  return withScope('/manage/alerts/', scope);
}

/** A notification's kind and the data its link is made of (the contract's NotificationKind and data). */
export type LinkedNotification =
  | { type: 'payout'; data: { payoutId: string } }
  | { type: 'dispute' | 'disputeDeadline' | 'refund' | 'payment'; data: { paymentId: string } }
  | { type: 'alert'; data: { payoutId?: string | undefined } }
  | { type: 'digest'; data: { digestId: string } };

/**
 * The record a notification of any kind opens: a payout (its payments), a payment (for a dispute, its deadline, a
 * failed refund or a large payment), the payout that crossed a rule or else the alert rules, the digest. In the
 * notification's organization and environment. Null when its id is malformed: no link, no navigation.
 */
export function notificationDeepLink(notification: LinkedNotification, scope?: LinkScope): string | null {
  switch (notification.type) {
    case 'payout':
      return payoutDeepLink(notification.data.payoutId, scope);
    case 'dispute':
    case 'disputeDeadline':
    case 'refund':
    case 'payment':
      return paymentDeepLink(notification.data.paymentId, scope);
    case 'alert':
      return notification.data.payoutId === undefined
        ? alertsDeepLink(scope)
        : payoutDeepLink(notification.data.payoutId, scope);
    case 'digest':
      return digestDeepLink(notification.data.digestId, scope);
  }
}
