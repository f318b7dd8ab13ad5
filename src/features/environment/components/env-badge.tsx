import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { Env } from '../../../session/scope.ts';
import { useT } from '../../../i18n/translate.ts';
import { environmentMessages } from '../messages/index.ts';

/**
 * The environment as a coloured word, in the header at every width: test data is orange (as the Test mode
 * switch is when on), live data green. The word itself says it, so colour is never the only sign.
 */
export function EnvBadge({ env }: { env: Env }) {
  const t = useT(environmentMessages);
  return (
    <Badge
      variant="filled"
      // black on light orange, white on dark teal: both above 4.5:1 for its small bold text
      color={env === 'test' ? 'orange.4' : 'teal.9'}
      c={env === 'test' ? 'black' : 'white'}
      radius="sm"
      data-testid="env-badge"
      data-env={env}
    >
      {env === 'test' ? t('test') : t('live')}
    </Badge>
  );
}
