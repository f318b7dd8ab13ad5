import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { failureMessage } from '../../../lib/form.ts';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { useSession } from '../../../session/context.tsx';
import { emailError } from '../model.ts';
import { useLogin } from '../mutations.ts';
import { useApiClient } from '../../../api/context.tsx';
import { AuthCard, FormError } from './auth-card.tsx';
import { OidcButton } from './oidc-button.tsx';
import { useT } from '../../../i18n/translate.ts';
import { signInMessages } from '../sign-in/messages/index.ts';

interface LoginFormProps {
  /** where to go after signing in (already checked) */
  next: string;
  onSignedIn: (next: string) => void;
  onMfaStep: () => void;
}

type Field = 'email' | 'password';

/**
 * The login page of docs/product/02-screens.md §2.1: email and password, recovery, registration and the
 * external provider.
 *
 * Its fields are uncontrolled, read from the form when it is sent: the page's prerendered screen is
 * hydrated (src/app/hydrate-sign-in.tsx), and what the user typed into it before the app ran stays in the
 * fields by itself. (The other forms keep their values in state, src/lib/form.ts; none is prerendered.)
 */
export function LoginForm({ next, onSignedIn, onMfaStep }: LoginFormProps) {
  const t = useT(signInMessages);
  const session = useSession();
  // the prerendered form is usable; a misconfigured key shows once the page is live
  const canVerify = useAfterHydration(session.canVerify(), true);
  const login = useLogin();
  const passkey = usePasskeySignIn(next, onSignedIn);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const clearError = (field: Field) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: null } : current));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const found = { email: emailError(email), password: password ? null : t('passwordMissing') };
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email, password, next },
      { onSuccess: (outcome) => (outcome === 'done' ? onSignedIn(next) : onMfaStep()) },
    );
  }

  return (
    <AuthCard title={t('title')} description={t('description')}>
      {!canVerify && (
        <Alert color="red" role="alert" title={t('misconfiguredTitle')}>
          {t('misconfigured')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('email')}
            type="email"
            // "webauthn": the browser may offer this site's passkeys among the field's suggestions
            autoComplete="username webauthn"
            name="email"
            required
            error={errors.email}
            onChange={clearError('email')}
            onFocus={passkey.startAutofill}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            name="password"
            required
            error={errors.password}
            onChange={clearError('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('forgotPassword')}
            </Anchor>
          </Group>
          <FormError message={failureMessage(login.error)} />
          <Button type="submit" loading={login.isPending} disabled={!canVerify} fullWidth>
            {t('submit')}
          </Button>
        </Stack>
      </form>
      <PasskeyButton {...passkey} />
      <OidcButton next={next} />
      <Divider />
      <Group justify="center" gap={6}>
        <span>{t('newHere')}</span>
        <Anchor component={Link} to="/register">
          {t('createAccount')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}

/**
 * The sign-in page's passkeys: the button's ceremony, and the e-mail field's autofill (conditional UI) started on
 * the field's first focus. Only the state lives here: the ceremonies and @simplewebauthn/browser load when first
 * needed (../passkey/passkey-sign-in.ts), never in the page's first visit. Both end as a completed MFA step
 * does: the session established, then on to `next`.
 */
function usePasskeySignIn(next: string, onSignedIn: (next: string) => void) {
  const api = useApiClient();
  const session = useSession();
  const [state, setState] = useState<{ pending?: boolean; error?: Error }>({});
  const autofill = useRef<AbortController | null>(null);
  useEffect(() => () => autofill.current?.abort(), []);

  function run(conditional: boolean) {
    // one ceremony at a time: the button's replaces the autofill's
    autofill.current?.abort();
    const controller = new AbortController();
    if (conditional) autofill.current = controller;
    else setState({ pending: true });
    import('../passkey/passkey-sign-in.ts')
      .then((m) => m.signInWithPasskey({ api, session, conditional, signal: controller.signal }))
      .then(
        (outcome) => {
          if (outcome === 'signedIn') onSignedIn(next);
          if (!conditional) setState({});
        },
        (error: Error) => controller.signal.aborted || setState({ error }),
      )
      // ended without a session: the field's next focus offers the passkeys again
      .finally(() => autofill.current === controller && (autofill.current = null));
  }

  return {
    signIn: () => state.pending || run(false),
    startAutofill: () => autofill.current || run(true),
    ...state,
  };
}

/** "Sign in with a passkey" where the browser has WebAuthn (in the prerendered page: shown, as almost always). */
function PasskeyButton({ signIn, pending, error }: ReturnType<typeof usePasskeySignIn>) {
  const t = useT(signInMessages);
  const supported = useAfterHydration(typeof PublicKeyCredential === 'function', true);
  return (
    supported && (
      <>
        <Button variant="default" fullWidth loading={pending} onClick={signIn}>
          {t('passkeyButton')}
        </Button>
        <FormError message={failureMessage(error)} />
      </>
    )
  );
}
