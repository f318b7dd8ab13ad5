import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../shell/auth-layout.tsx';

/** The authentication layout: sign-in, MFA, terms, registration and password recovery screens. */
export const Route = createFileRoute('/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
