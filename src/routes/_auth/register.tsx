import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { DEFAULT_AFTER_LOGIN } from '../../session/next-path.ts';
import { useGoTo } from './-use-next.ts';

export const Route = createFileRoute('/_auth/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const goTo = useGoTo();
  // the new account is signed in; the guard asks for the terms first
  return <RegisterForm onRegistered={() => goTo(DEFAULT_AFTER_LOGIN)} />;
}
