import { useApiClient } from '../../api/context.tsx';
import { currentLocale } from '../../i18n/locale-store.ts';
import { dataOf } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { useOidcSettings, useSession } from '../../session/context.tsx';
import { writeCookie } from '../../session/cookies.ts';
import { establishSession } from '../../session/establish.ts';
import { withinMfaStep } from './mfa-step.ts';
import { defaultOrganizationName, type LoginResult } from './model.ts';
import type { CallbackParams } from './oidc.ts';
import { useFirstFactor } from './use-sign-in.ts';
import { useSubmit } from '../../lib/use-submit.ts';

/*
 * Every call the sign-in forms make, each at most once per intent (`useSubmit`: no query cache, which the
 * signed-out screens do not load). Each form shows its failure next to itself, once; none is retried.
 */

/** After a password login: 'done' (signed in) or 'mfa' (the second step is pending). */
export function useLogin() {
  const api = useApiClient();
  const firstFactor = useFirstFactor();
  return useSubmit(async ({ email, password, next }: { email: string; password: string; next: string }) =>
    firstFactor(await dataOf(api.POST('/v1/auth/login', { body: { email: email.trim(), password } })), next),
  );
}

export interface Registration {
  name: string;
  email: string;
  organizationName: string;
  password: string;
}

/** Creates the account and its organization, and signs the new user in. */
export function useRegister() {
  const api = useApiClient();
  const session = useSession();
  return useSubmit(async (values: Registration) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      organizationName: values.organizationName.trim() || defaultOrganizationName(values.name),
      // the language the form speaks: the provider keeps it as the user's and writes their emails in it
      language: currentLocale(),
    };
    const result = await dataOf(api.POST('/v1/auth/register', { body }));
    await establishSession(session, result.tokens);
  });
}

/** Asks for a reset link; resolves with the provider's message (the same whether or not the email exists). */
export function useForgotPassword() {
  const api = useApiClient();
  return useSubmit(
    async (email: string) =>
      (await dataOf(api.POST('/v1/auth/forgot-password', { body: { email: email.trim() } }))).message,
  );
}

/** A new password through the emailed link; `removePasskeys`: every passkey of the account goes too. */
export function useResetPassword(token: string) {
  const api = useApiClient();
  return useSubmit((body: { password: string; removePasskeys: boolean }) =>
    dataOf(api.POST('/v1/auth/reset-password', { params: { query: { token } }, body })),
  );
}

/** Changes the password (other sign-ins end, this one stays); `removePasskeys`: every passkey goes too. */
export function useUpdatePassword() {
  const api = useApiClient();
  return useSubmit((body: { currentPassword: string; password: string; removePasskeys: boolean }) =>
    dataOf(api.PATCH('/v1/auth/update-password', { body })),
  );
}

/**
 * Accepts the terms; the isAccepted cookie follows what the provider recorded (docs/product/06-roles.md
 * §6.3).
 */
export function useAcceptTerms() {
  const api = useApiClient();
  return useSubmit(async () => {
    const user = await dataOf(api.PATCH('/v1/user/updateTermsCondition', { body: { isAccepted: true } }));
    writeCookie('isAccepted', user.isAccepted ? 'true' : 'false');
  });
}

export function useVerifyEmail() {
  const api = useApiClient();
  return useSubmit((token: string) => dataOf(api.POST('/v1/auth/verify-email', { body: { token } })));
}

/** The pending MFA step these calls belong to; `onStepEnded` runs when the provider says it is over. */
export interface MfaStep {
  userId: string;
  challenge: string;
  onStepEnded?: () => void;
}

/** A new TOTP secret for the step (never cached: it lives in the setup screen's state only). */
export function useMfaSecret({ userId, challenge, onStepEnded }: MfaStep) {
  const api = useApiClient();
  return useSubmit(() =>
    withinMfaStep(dataOf(api.POST('/v1/auth/mfa/set', { body: { id: userId, challenge } })), onStepEnded),
  );
}

/** Confirms a code (setup or sign-in) and signs the user in. */
export function useMfaCode({ userId, challenge, onStepEnded }: MfaStep) {
  const api = useApiClient();
  const session = useSession();
  return useSubmit(async (otp: string) => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/verify-otp', { body: { id: userId, challenge, otp } })),
      onStepEnded,
    );
    await establishSession(session, result.tokens);
  });
}

/** Skips MFA setup for now and signs the user in. */
export function useSkipMfa({ userId, challenge, onStepEnded }: MfaStep) {
  const api = useApiClient();
  const session = useSession();
  return useSubmit(async () => {
    const result = await withinMfaStep(
      dataOf(api.POST('/v1/auth/mfa/skip', { body: { id: userId, challenge } })),
      onStepEnded,
    );
    await establishSession(session, result.tokens);
  });
}

/**
 * The identity provider's flow (discovery, PKCE, the code's exchange) is loaded when it is used, at the button's
 * press or back from the provider: the sign-in page's first visit does not carry it.
 */
const loadOidc = () => import('./oidc.ts');

/** Leaves for the identity provider (the page navigates away on success). */
export function useStartOidc() {
  const settings = useOidcSettings();
  return useSubmit(async (next: string) => {
    if (settings) await (await loadOidc()).startOidc(settings, next);
  });
}

/** Back from the identity provider: a known identity signs in, a new one gets an account first. */
export function useFinishOidc() {
  const api = useApiClient();
  const settings = useOidcSettings();
  const firstFactor = useFirstFactor();
  return useSubmit(async (params: CallbackParams) => {
    const { finishOidc, OidcFailure, registrationTokenFor } = await loadOidc();
    if (!settings) throw new OidcFailure('notConfigured');
    const { idToken, next } = await finishOidc(settings, params);
    let result: LoginResult;
    try {
      result = await dataOf(api.POST('/v1/auth/oidc/login', { body: { idToken } }));
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      const registrationToken = await registrationTokenFor(idToken);
      result = {
        mfa_status: 'skipped',
        ...(await dataOf(api.POST('/v1/auth/oidc/register', { body: { idToken, registrationToken } }))),
      };
    }
    return { outcome: await firstFactor(result, next), next };
  });
}
