/**
 * The command palette's rules, apart from its components: what a typed text matches, which actions a role is
 * offered, when the provider's search is asked.
 */

/** The provider searches texts of 3 to 200 characters (GET /v1/search); shorter ones search the palette only. */
const MIN_SEARCH_LENGTH = 3;
const MAX_SEARCH_LENGTH = 200;

/** Whether the text is one the provider's search takes (trimmed). */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH && trimmed.length <= MAX_SEARCH_LENGTH;
}

/** Lower case without accents: "Équipe" is found by "equipe", and "Organisation" by "ORGA". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * Whether an entry (its label and any other words it may be found by) matches the typed text: every word typed
 * appears somewhere in them, in any order. An empty text matches every entry (the palette lists them all).
 */
export function matchesQuery(query: string, ...texts: readonly string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/** An action the palette may offer; each opens its screen with its dialog (`?new=1`) or acts at once. */
export type PaletteActionId = 'newPayout' | 'newApiKey' | 'inviteMember' | 'togglePrivacy';

/** The screen an action opens, and the permission (the screen's own check) that must allow it. */
const ACTION_SCREENS = {
  newPayout: { route: '/manage/payout/', can: 'createPayout' },
  newApiKey: { route: '/manage/apikey/', can: 'manageApiKeys' },
  inviteMember: { route: '/manage/organization/', can: 'manageTeam' },
} as const;

type Check = (typeof ACTION_SCREENS)[keyof typeof ACTION_SCREENS]['can'];

/**
 * The actions offered: those whose screen is in the user's menu and whose create button the role is shown there
 * (the screen's own check, docs/product/06-roles.md §6.2), then privacy mode, which is everyone's. An action the
 * role may not take is never listed, not even disabled.
 */
export function allowedActions(
  can: (check: Check) => boolean,
  menuRoutes: ReadonlySet<string>,
): PaletteActionId[] {
  const screens = (Object.keys(ACTION_SCREENS) as (keyof typeof ACTION_SCREENS)[]).filter((id) => {
    const { route, can: check } = ACTION_SCREENS[id];
    return menuRoutes.has(route) && can(check);
  });
  return [...screens, 'togglePrivacy'];
}

/** An organization the palette offers to switch to ('' = a master's All organizations). */
export interface SwitchTarget {
  id: string;
  name: string;
}

/**
 * The organizations to switch to, as the header's selector lists them, without the one shown now: a member's
 * organizations; a master's All organizations and every organization.
 */
export function organizationTargets(
  isMaster: boolean,
  current: string | null,
  organizations: readonly { _id: string; name: string }[],
  allOrganizationsName: string,
): SwitchTarget[] {
  const all = isMaster ? [{ id: '', name: allOrganizationsName }] : [];
  return [...all, ...organizations.map((org) => ({ id: org._id, name: org.name }))].filter(
    (target) => target.id !== current,
  );
}
