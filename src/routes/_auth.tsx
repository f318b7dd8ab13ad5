import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The authentication layout: sign-in, registration and password recovery screens. */
export const Route = createFileRoute('/_auth')({
  component: Outlet,
});
