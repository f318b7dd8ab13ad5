/**
 * What the payout page needs of this browser's push alerts, for "Notify me when it lands": the notifications
 * feature owns them (its "Turn on payout alerts"), and the route hands them over (features do not import each
 * other).
 */
export interface PushAlerts {
  /** as the notifications feature says it: `off` means push could be turned on here */
  state: 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';
  /** asks for the permission (call it in the click itself) and subscribes this browser */
  turnOn: () => void;
  /** why turning push on failed, in words; null when it did not */
  failure: string | null;
}
