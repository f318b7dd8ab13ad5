import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Badge,
  Burger,
  Button,
  Card,
  Group,
  Indicator,
  MantineProvider,
  Menu,
  NavLink,
  PasswordInput,
  Popover,
  Select,
  Skeleton,
  Switch,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, useIsRestoring, useSuspenseQuery } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import Big from 'big.js';
import dayjs from 'dayjs';
import { del, get, set } from 'idb-keyval';
import createClient from 'openapi-fetch';

/**
 * The signed-in shell floor (issue 30): what the required stack costs for a signed-in screen before any
 * product code — the sign-in floor's components (a Card with TextInput, PasswordInput, Button, Anchor, Title:
 * it is a superset of that floor), Mantine's shell and the components every signed-in screen shows,
 * notifications, a query cache persisted to IndexedDB, one suspense query through openapi-fetch, dayjs and
 * big.js. One entry, nothing lazy. Its data is the server's /config.json read as if it were balances; offline it renders from the
 * restored cache, as the app does, and marks `screen-app` when it has (the offline figure reads it).
 */
interface Paths {
  '/config.json': {
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': object } } };
    };
  };
}

const client = createClient<Paths>({ baseUrl: location.origin });
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 24 * 60 * 60 * 1000 } } });
const KEY = 'shell-floor-cache';
const persister: Persister = {
  persistClient: (persisted) => set(KEY, persisted),
  restoreClient: () => get(KEY),
  removeClient: () => del(KEY),
};

function Balances() {
  const { data, dataUpdatedAt } = useSuspenseQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const { data, error } = await client.GET('/config.json');
      if (error || !data) throw new Error('no data');
      return data;
    },
  });
  useEffect(() => {
    if (!performance.getEntriesByName('screen-app', 'mark').length) performance.mark('screen-app');
  }, []);
  const rows = Object.keys(data).map((key, index) => ({
    key,
    amount: new Big(index).times('1.05').toFixed(2),
  }));
  return (
    <Table data-testid="balance">
      <Table.Caption>As of {dayjs(dataUpdatedAt).format('D MMM YYYY, HH:mm')}</Table.Caption>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.key}</Table.Td>
            <Table.Td>
              <Badge>{row.amount}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Screen() {
  const restoring = useIsRestoring();
  return (
    <>
      <Title order={1}>Dashboard</Title>
      <Card withBorder my="md" p="md">
        <form onSubmit={(event) => event.preventDefault()}>
          <Group align="end">
            <TextInput label="Search payments" type="search" />
            <PasswordInput label="API key" defaultValue="sk_test_floor" readOnly w={200} />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <Anchor href="#transactions" mt="sm" display="block">
          All transactions
        </Anchor>
      </Card>
      {restoring ? (
        <Skeleton h={120} />
      ) : (
        <Suspense fallback={<Skeleton h={120} />}>
          <Balances />
        </Suspense>
      )}
    </>
  );
}

function Shell() {
  const [opened, setOpened] = useState(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Burger opened={opened} onClick={() => setOpened((o) => !o)} hiddenFrom="sm" aria-label="Menu" />
          <Select aria-label="Organization" data={['Acme', 'Globex']} defaultValue="Acme" w={160} />
          <Switch label="Test mode" defaultChecked />
          <Popover>
            <Popover.Target>
              <Indicator>
                <ActionIcon aria-label="Notifications">N</ActionIcon>
              </Indicator>
            </Popover.Target>
            <Popover.Dropdown>No notifications</Popover.Dropdown>
          </Popover>
          <Menu>
            <Menu.Target>
              <ActionIcon aria-label="Account">A</ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item>Sign out</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavLink href="/" label="Dashboard" active />
        <NavLink href="#transactions" label="Transactions" />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

const rootRoute = createRootRoute({ component: Shell });
const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Screen });
const router = createRouter({ routeTree: rootRoute.addChildren([screenRoute]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <Notifications />
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
