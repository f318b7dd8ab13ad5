import { Text } from '@mantine/core';
import type { SessionScope } from '../../../session/scope-key.ts';

/** The Organizations tab: the user's organizations with their balances (issue 10, being built). */
export function OrganizationsPanel(_props: { scope: SessionScope }) {
  return <Text size="sm">Your organizations with balances per currency.</Text>;
}
