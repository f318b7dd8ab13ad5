import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ApiClientProvider } from '../api/context.tsx';
import { createApiClient } from '../api/client.ts';
import type { RuntimeConfig } from '../api/runtime-config.ts';
import { createCookieSession } from '../session/cookie-session.ts';
import type { VerificationKey } from '../session/verify-token.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { theme } from './theme.ts';

/** Wires the session, the one API client, the query client and the router together. */
export function createApp(config: RuntimeConfig, tokenKey: VerificationKey | null) {
  const session = createCookieSession(tokenKey, () => {
    void router.navigate({ to: '/' });
  });
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session });
  const queryClient = createQueryClient((message) => {
    // One toast per distinct message at a time; the text is rendered as text, never as HTML.
    notifications.show({ id: `error:${message}`, color: 'red', message, autoClose: 5000 });
  });
  const router = createAppRouter({ queryClient, api, session });

  function App() {
    return (
      <MantineProvider theme={theme}>
        <Notifications position="bottom-right" autoClose={5000} />
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { App, session };
}
