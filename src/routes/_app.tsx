import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * Every signed-in screen lives under this pathless layout: the session guard (sign-in issue) and the
 * content layout with header, sidebar and footer (shell issue) attach here.
 */
export const Route = createFileRoute('/_app')({
  component: Outlet,
});
