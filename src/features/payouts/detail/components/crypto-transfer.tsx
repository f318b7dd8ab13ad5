import { Anchor, Button, CopyButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatCount } from '../../../../lib/count.ts';
import { useT } from '../../../../i18n/translate.ts';
import { payoutDetailMessages } from '../messages/index.ts';
import type { PayoutDetail } from '../queries.ts';
import { explorerLink, shortHash } from '../tracker.ts';

/**
 * A crypto payout's transaction, once sent: its hash shortened in the middle (the whole of it copied by the
 * button, which says "Copied" for a moment), "Open in explorer" when the configuration names an explorer that
 * a safe link can be made from (a new tab, without the opener or the referrer), and its confirmations.
 */
export function CryptoTransfer({ payout }: { payout: PayoutDetail }) {
  const t = useT(payoutDetailMessages);
  const { txHash, confirmations, requiredConfirmations } = payout;
  const unsent = payout.status === 'failed' ? t('notSent') : t('notYet');
  const link = explorerLink(payout.explorerUrlTemplate, txHash);
  return (
    <dl className="bo-payout-figures">
      <div>
        <Text component="dt" size="sm">
          {t('transaction')}
        </Text>
        <Text component="dd" size="sm">
          {txHash ? (
            <Stack gap={6} align="flex-end" component="span">
              <Text span size="sm" ff="monospace" title={txHash} data-testid="tx-hash">
                <VisuallyHidden>{t('transactionHash', { hash: txHash })}</VisuallyHidden>
                <span aria-hidden="true">{shortHash(txHash)}</span>
              </Text>
              <Group gap="xs" justify="flex-end" component="span">
                <CopyHashButton hash={txHash} />
                {link && (
                  <Anchor
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={t('openInExplorerLabel')}
                    className="bo-thumb-target"
                  >
                    {t('openInExplorer')}
                  </Anchor>
                )}
              </Group>
            </Stack>
          ) : (
            unsent
          )}
        </Text>
      </div>
      {confirmations !== null && requiredConfirmations !== null && (
        <div>
          <Text component="dt" size="sm">
            {t('confirmationsLabel')}
          </Text>
          <Text component="dd" size="sm" data-testid="confirmations">
            {t('confirmations', {
              required: requiredConfirmations,
              countText: formatCount(confirmations),
              requiredText: formatCount(requiredConfirmations),
            })}
          </Text>
        </div>
      )}
    </dl>
  );
}

/**
 * Copies the whole hash (the button says so: what is copied is the full hash, whatever is shown); "Copied" on
 * the button for two seconds, announced to screen readers too.
 */
function CopyHashButton({ hash }: { hash: string }) {
  const t = useT(payoutDetailMessages);
  return (
    <CopyButton value={hash} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Button size="compact-sm" variant="default" onClick={copy} className="bo-thumb-target">
            {copied ? t('copied') : t('copyHash')}
          </Button>
          {/* a live region, not role=status: the page's one status is the payout's own */}
          <VisuallyHidden aria-live="polite">{copied ? t('hashCopied') : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
