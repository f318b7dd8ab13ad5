// this step's component styles load with it, not with the first sign-in screen
import '@mantine/core/styles/PinInput.css';
import { useId } from 'react';
import { PinInput, Stack, Text } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { authMessages } from '../messages/index.ts';

/** The code's length (the provider's TOTP codes). */
const OTP_LENGTH = 6;

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/** The 6-digit one-time password, one box per digit, offered to the browser's one-time-code autofill. */
export function OtpField({ value, onChange, error, autoFocus }: OtpFieldProps) {
  const t = useT(authMessages);
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Text component="label" id={labelId} size="sm" fw={500}>
        {t('otpLabel')}
      </Text>
      <PinInput
        aria-labelledby={labelId}
        length={OTP_LENGTH}
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({
          'aria-label': t('otpDigit', { position: index + 1, length: OTP_LENGTH }),
          'aria-describedby': error ? errorId : undefined,
          'aria-invalid': Boolean(error),
        })}
      />
      {error && (
        <Text id={errorId} c="red.9" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function otpError(code: string): string | null {
  return /^[0-9]{6}$/.test(code) ? null : translate(authMessages, 'otpInvalid');
}
