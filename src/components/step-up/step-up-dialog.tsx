// the dialog's styles travel with it: it loads at the first refusal, never with a first visit
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { translate, useT } from '../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../lib/form.ts';
import { isCancelledCeremony, passkeyAssertion, passkeysSupported } from '../../lib/webauthn.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { stepUpMessages } from './messages/index.ts';

export type StepUpOptions = components['schemas']['StepUpOptions'];
export type StepUpProof = components['schemas']['StepUpRequest'];

export interface StepUpDialogProps {
  /** the proofs this user can give (POST /v1/auth/step-up/options): asked at each opening */
  loadOptions: () => Promise<StepUpOptions>;
  /** sends a proof (POST /v1/auth/step-up); rejects with the provider's refusal (a wrong password, say) */
  prove: (proof: StepUpProof) => Promise<void>;
  onProved: () => void;
  onCancel: () => void;
}

/** The refused requests' error when the user cancels: read when shown, in the language of that moment. */
export function stepUpDeclinedMessage(): string {
  return translate(stepUpMessages, 'declined');
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; options: StepUpOptions };

/**
 * Issue 33: a money move was refused until the user proves it is them. Offers their passkey (when they have one
 * and the browser can use it) or their password, with a code from the authenticator app when two-step
 * verification is on. Mounted for one question (src/api/step-up-host.tsx): proved → the refused requests are
 * sent again; cancelled → they fail, and the forms that sent them keep what the user typed.
 */
export function StepUpDialog({ loadOptions, prove, onProved, onCancel }: StepUpDialogProps) {
  const t = useT(stepUpMessages);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // a passkey's challenge is good for one ceremony: each attempt asks for new options
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const needsCode = loaded.state === 'ready' && loaded.options.otp;
  const form = useFormFields(
    { password: '', code: '' },
    {
      password: (value) => (value ? null : translate(stepUpMessages, 'passwordRequired')),
      code: (value) =>
        !needsCode || /^[0-9]{6}$/.test(value.replace(/\s/g, ''))
          ? null
          : translate(stepUpMessages, 'codeInvalid'),
    },
  );

  useEffect(() => {
    let live = true;
    loadOptions().then(
      (options) => live && setLoaded({ state: 'ready', options }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadOptions, attempt]);

  async function send(proof: StepUpProof) {
    setPending(true);
    setFailure(null);
    try {
      await prove(proof);
      onProved();
    } catch (error) {
      setFailure(failureMessage(error));
      setPending(false);
    }
  }

  const submit = form.onSubmit(({ password, code }) => {
    void send(needsCode ? { password, otp: code.replace(/\s/g, '') } : { password });
  });

  async function confirmWithPasskey(options: NonNullable<StepUpOptions['passkey']>) {
    setFailure(null);
    try {
      const response = await passkeyAssertion(options as unknown as Parameters<typeof passkeyAssertion>[0]);
      await send({ passkey: response as unknown as StepUpProof['passkey'] });
    } catch (error) {
      if (!isCancelledCeremony(error)) setFailure(translate(stepUpMessages, 'passkeyFailed'));
    } finally {
      setAttempt((n) => n + 1);
    }
  }

  const passkey = loaded.state === 'ready' && passkeysSupported() ? loaded.options.passkey : null;

  return (
    <Modal
      opened
      onClose={pending ? () => {} : onCancel}
      title={t('title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('intro')}</Text>
        {loaded.state === 'loading' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        )}
        {loaded.state === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('optionsFailed')}</Text>
              <Button
                variant="default"
                h={44}
                onClick={() => {
                  setLoaded({ state: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {passkey && (
          <>
            <Button h={44} fullWidth onClick={() => void confirmWithPasskey(passkey)} disabled={pending}>
              {t('usePasskey')}
            </Button>
            <Divider label={t('orPassword')} labelPosition="center" />
          </>
        )}
        {loaded.state === 'ready' && (
          <form onSubmit={submit} noValidate aria-label={t('title')}>
            <Stack gap="sm">
              <PasswordInput
                label={t('passwordLabel')}
                autoComplete="current-password"
                required
                data-autofocus
                {...form.getInputProps('password')}
              />
              {needsCode && (
                <TextInput
                  label={t('codeLabel')}
                  description={t('codeHint')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  required
                  {...form.getInputProps('code')}
                />
              )}
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" h={44} onClick={onCancel} disabled={pending}>
                  {t('cancel')}
                </Button>
                <Button type="submit" h={44} variant={passkey ? 'default' : 'filled'} loading={pending}>
                  {t('confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {loaded.state !== 'ready' && (
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onCancel}>
              {t('cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
