import { Text } from '@mantine/core';
import type { SessionScope } from '../../../session/scope-key.ts';

/** The Team tab: the current organization's members and invitations (issue 10, being built). */
export function TeamPanel(_props: { scope: SessionScope }) {
  return <Text size="sm">Team members, roles and invitations of the current organization.</Text>;
}
