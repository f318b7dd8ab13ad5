import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { optionalString } from './-search.ts';

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: optionalString(search.token) ?? '' }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
