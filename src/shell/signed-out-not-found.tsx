import { PageNotFound } from '../components/page-not-found.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** An unknown address without a session: the brand's signed-out page (logo, footer) with the way to sign in. */
export function SignedOutNotFound() {
  return (
    <AuthLayout>
      <PageNotFound signedOut />
    </AuthLayout>
  );
}
