import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '../../src/api/context.tsx';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import type { SessionPort } from '../../src/api/session-port.ts';
import { theme } from '../../src/app/theme.ts';
import { API_ORIGIN } from './sandbox-msw.ts';

/** Renders UI with Mantine, toasts, a fresh query client and an API client pointed at the msw sandbox. */
export function renderWithProviders(ui: ReactElement, options: { session: SessionPort; api?: ApiClient }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const api = options.api ?? createApiClient({ baseUrl: API_ORIGIN, session: options.session });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), queryClient, api };
}
