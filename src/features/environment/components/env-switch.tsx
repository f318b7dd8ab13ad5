import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { changeScopeWhenAllowed } from '../../../lib/scope-change-guard.ts';
import { useScope } from '../../../session/scope.ts';
import { useSwitchEnvironment } from '../mutations.ts';
import { useT } from '../../../i18n/translate.ts';
import { environmentMessages } from '../messages/index.ts';

/**
 * The header's Test mode switch: on = test. It reflects the env cookie, which changes only on success. Its
 * label says the state in words ("Test mode · off" in live), not in the thumb's colour alone; the state word is
 * hidden from screen readers, which announce the switch's own on or off.
 */
export function EnvSwitch() {
  const t = useT(environmentMessages);
  const { env } = useScope();
  const switchEnvironment = useSwitchEnvironment();
  return (
    <Switch
      label={
        <>
          {t('testMode')}
          <span aria-hidden="true"> · {env === 'test' ? t('on') : t('off')}</span>
        </>
      }
      checked={env === 'test'}
      disabled={switchEnvironment.isPending}
      onChange={(event) => {
        const env = event.currentTarget.checked ? 'test' : 'live';
        void changeScopeWhenAllowed(() => switchEnvironment.mutate(env));
      }}
      color="orange"
      className="bo-env-switch"
    />
  );
}
