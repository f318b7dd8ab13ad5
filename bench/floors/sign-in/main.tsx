import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, Button, Card, MantineProvider, PasswordInput, TextInput, Title } from '@mantine/core';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';

/**
 * The sign-in floor (issue 30): what the required stack costs for a sign-in form before any product code —
 * React, Mantine's default theme and styles, and a TanStack Router with one route. One entry, nothing lazy.
 */
function SignInForm() {
  return (
    <main>
      <Card withBorder maw={420} mx="auto" mt="xl" p="lg">
        <Title order={1}>Sign in</Title>
        <form onSubmit={(event) => event.preventDefault()}>
          <TextInput label="Email" type="email" autoComplete="username" mt="md" />
          <PasswordInput label="Password" autoComplete="current-password" mt="md" />
          <Button type="submit" fullWidth mt="lg">
            Sign in
          </Button>
        </form>
        <Anchor href="#forgot" mt="md" display="block">
          Forgot password?
        </Anchor>
      </Card>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SignInForm });
const router = createRouter({ routeTree: rootRoute.addChildren([signInRoute]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
