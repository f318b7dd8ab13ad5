import type { SessionScope } from '../../../session/scope-key.ts';

/** The profile's name and avatar (issue 10, being built with the image service's upload). */
export function ProfileDetailsForm(_props: { scope: SessionScope }) {
  return null;
}
