import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Env } from '../session/scope.ts';
import { EnvBadge } from '../features/environment/components/env-badge.tsx';
import { useT } from '../i18n/translate.ts';
import { shellMessages } from './messages/index.ts';

interface ScopeChipProps {
  /** the current organization's name, or "All organizations" for a master's all */
  name: string;
  env: Env;
  /** opens the navigation drawer, where the organization selector and the Test mode switch are */
  onOpen: () => void;
}

/**
 * A phone's header names whose data is on screen and in which environment — the organization selector and
 * the Test mode switch live in the navigation drawer there, which a tap on this opens.
 */
export function ScopeChip({ name, env, onOpen }: ScopeChipProps) {
  const t = useT(shellMessages);
  return (
    <UnstyledButton onClick={onOpen} className="bo-scope-chip" data-testid="scope-chip">
      {/* the name on its own line, the environment under it: a phone's header gives the name all its width */}
      <Stack gap={2} align="flex-start" miw={0}>
        {/* its own direction: an Arabic header cuts a Latin name at the name's end, not its start */}
        <Text size="sm" fw={600} truncate="end" className="bo-scope-chip-name" dir="auto">
          {name}
        </Text>
        <EnvBadge env={env} />
      </Stack>
      {/* read after the name and the environment: what the button does */}
      <VisuallyHidden>{t('changeScope')}</VisuallyHidden>
    </UnstyledButton>
  );
}
