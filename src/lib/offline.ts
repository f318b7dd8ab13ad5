import { onlineManager } from '@tanstack/react-query';
import { translate } from '../i18n/translate.ts';
import { libMessages } from './messages/index.ts';
import { withTranslatedMessage } from './translated-error.ts';

/**
 * A screen asked for data it has never loaded while the browser is offline: the request would only wait.
 * Its screen shows "This screen needs a connection" (RouteError) and loads itself again once back online.
 */
export class OfflineError extends Error {
  constructor() {
    const message = () => translate(libMessages, 'offlineScreen');
    super(message());
    withTranslatedMessage(this, message);
    this.name = 'OfflineError';
  }
}

export const isOfflineError = (error: unknown): error is OfflineError => error instanceof OfflineError;

/**
 * TanStack Query's online state follows the browser's online/offline events, but it starts as "online"
 * whatever the browser says: started offline (a cold start with no network), queries would fail as network
 * errors instead of waiting. Told the truth once at start, it pauses them until the network is back.
 */
export function syncOnlineManagerWithBrowser(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}
