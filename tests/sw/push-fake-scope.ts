import { vi } from 'vitest';

/** A window of the app as the worker sees it. */
export function fakeWindow(url: string, { focused = false, controlled = true, focusRefused = false } = {}) {
  const client = {
    url,
    focused,
    messages: [] as unknown[],
    focus: vi.fn(async () => {
      if (focusRefused) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return client;
    }),
    navigate: vi.fn(async (target: string) => {
      if (!controlled) throw new TypeError("This service worker is not the client's active service worker.");
      client.url = target;
      return client;
    }),
    postMessage: vi.fn((message: unknown) => void client.messages.push(message)),
  };
  return client;
}

/** A fake worker scope: notifications shown, windows open, windows opened, the browser's languages. */
export function fakeScope(
  origin = 'http://localhost:4173',
  windows: ReturnType<typeof fakeWindow>[] = [],
  languages: readonly string[] = ['en-US'],
) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  return {
    shown,
    windows,
    location: { origin, hostname: new URL(origin).hostname },
    navigator: { languages },
    registration: {
      showNotification: vi.fn(async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => fakeWindow(url)),
    },
  };
}

/** An extendable event whose waitUntil promises the test can await. */
export function extendable<T extends object>(fields: T) {
  const pending: Promise<unknown>[] = [];
  return {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    settled: () => Promise.all(pending),
    pending,
  };
}
