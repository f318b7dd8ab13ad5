import { useCallback } from 'react';
import { translate } from '../../i18n/translate.ts';
import { withTranslatedMessage } from '../../lib/translated-error.ts';
import { establishSession } from '../../session/establish.ts';
import { useSession } from '../../session/context.tsx';
import { savePendingMfa } from '../../session/pending-mfa.ts';
import type { LoginResult } from './model.ts';
import { signInMessages } from './sign-in/messages/index.ts';

/**
 * After a correct first factor: a session is verified and stored ('done'), or the MFA step is remembered
 * ('mfa') — no token exists before the second factor.
 */
export function useFirstFactor() {
  const session = useSession();
  return useCallback(
    async (result: LoginResult, next: string): Promise<'done' | 'mfa'> => {
      if (result.tokens) {
        await establishSession(session, result.tokens);
        return 'done';
      }
      if (!result.id || !result.challenge)
        throw withTranslatedMessage(new Error(), () => translate(signInMessages, 'unexpectedAnswer'));
      savePendingMfa({ id: result.id, challenge: result.challenge, mfaStatus: result.mfa_status, next });
      return 'mfa';
    },
    [session],
  );
}
