import { createFileRoute, redirect } from '@tanstack/react-router';
import { TermsForm } from '../../features/auth/components/terms-form.tsx';
import { termsPending } from '../../session/establish.ts';
import { nextSearch } from './-search.ts';
import { useGoTo, useSafeNext } from './-use-next.ts';
import { DASHBOARD_PATH } from '../../lib/menu.ts';

/** Terms acceptance: only for a signed-in user who has not accepted them yet. */
export const Route = createFileRoute('/_auth/terms')({
  validateSearch: nextSearch,
  beforeLoad: ({ context, search }) => {
    if (!context.session.claims()) throw redirect({ to: '/', search });
    if (!termsPending()) throw redirect({ to: DASHBOARD_PATH });
  },
  component: TermsPage,
});

function TermsPage() {
  const { next: raw } = Route.useSearch();
  const next = useSafeNext(raw);
  const goTo = useGoTo();
  return <TermsForm onAccepted={() => goTo(next)} />;
}
