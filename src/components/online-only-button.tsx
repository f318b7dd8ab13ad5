import { useId } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useOnline } from '../lib/online.ts';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

interface OnlineOnlyButtonProps extends ButtonProps {
  /**
   * what the action is, for the offline message "You are offline. {action} needs a connection.": a translated
   * phrase that can be the sentence's subject ("Creating a payout", "Inviting a member")
   */
  action: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
}

/**
 * A button for an action that moves money or sends something to the provider (a payout, a key, an
 * invitation). Offline it is disabled and says why, in text beside it that the button is described by, so a
 * screen reader hears the reason with the button: a request could not reach the provider, and whether an
 * earlier attempt did could not be checked. It comes back by itself when the connection does.
 */
export function OnlineOnlyButton({ action, disabled, ...props }: OnlineOnlyButtonProps) {
  const t = useT(componentsMessages);
  const online = useOnline();
  const reasonId = useId();
  if (online) return <Button disabled={disabled} {...props} />;
  return (
    <Stack gap={4} align="flex-start">
      <Button {...props} disabled aria-describedby={reasonId} />
      <Text id={reasonId} size="xs" c="dimmed" maw={260}>
        {t('offlineAction', { action })}
      </Text>
    </Stack>
  );
}
