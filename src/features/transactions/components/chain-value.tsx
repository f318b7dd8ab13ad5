import { Button, CopyButton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';

interface ChainValueProps {
  /** a transaction hash or a wallet address, shown whole */
  value: string;
  kind: 'hash' | 'address';
}

/**
 * A crypto payment's transaction hash or wallet address (issue 34): the whole value in monospace, left to right
 * in every language, wrapping anywhere so that 64 characters fit a 390 px phone; and a button that copies it,
 * saying "Copied" for two seconds (announced to screen readers too). A thumb-sized target (44 px).
 */
export function ChainValue({ value, kind }: ChainValueProps) {
  const t = useT(transactionDetailMessages);
  return (
    <Stack gap={4} align="flex-start" component="span">
      <Text
        span
        size="sm"
        ff="monospace"
        dir="ltr"
        style={{ overflowWrap: 'anywhere' }}
        data-testid={`payment-${kind}`}
      >
        {value}
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <>
            <Button size="compact-sm" variant="default" onClick={copy} mih={44} miw={44}>
              {copied ? t('copied') : kind === 'hash' ? t('copyHash') : t('copyAddress')}
            </Button>
            <VisuallyHidden aria-live="polite">
              {copied ? (kind === 'hash' ? t('hashCopied') : t('addressCopied')) : ''}
            </VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Stack>
  );
}
