import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { changeScopeWhenAllowed } from '../../../lib/scope-change-guard.ts';
import { useScope } from '../../../session/scope.ts';
import { useSwitchEnvironment } from '../mutations.ts';

/** The header's Test mode switch: on = test. It reflects the env cookie, which changes only on success. */
export function EnvSwitch() {
  const { env } = useScope();
  const switchEnvironment = useSwitchEnvironment();
  return (
    <Switch
      label="Test mode"
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
