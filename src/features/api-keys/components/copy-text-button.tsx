import { ActionIcon, Button, CopyButton, Tooltip } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { apiKeysMessages } from '../messages/index.ts';

interface CopyTextButtonProps {
  value: string;
  /** what is copied, for the accessible name ("Copy key prefix of Checkout server") */
  label: string;
  /** a labelled button instead of an icon (the secret dialog's main action) */
  withText?: boolean;
}

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden
    >
      {copied ? <path d="M5 12l5 5 9-10" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
    </svg>
  );
}

/** Copies a value to the clipboard and says so ("Copied") for a moment, to sighted and screen-reader users. */
export function CopyTextButton({ value, label, withText }: CopyTextButtonProps) {
  const t = useT(apiKeysMessages);
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) =>
        withText ? (
          <Button
            onClick={copy}
            color={copied ? 'teal' : undefined}
            leftSection={<CopyIcon copied={copied} />}
            aria-live="polite"
          >
            {copied ? t('copied') : label}
          </Button>
        ) : (
          <Tooltip label={copied ? t('copied') : label} withArrow position="top">
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('copiedThing', { thing: label }) : label}
            >
              <CopyIcon copied={copied} />
            </ActionIcon>
          </Tooltip>
        )
      }
    </CopyButton>
  );
}
