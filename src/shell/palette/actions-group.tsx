import { Spotlight } from '@mantine/spotlight';
import { IconCash, IconEye, IconEyeOff, IconKey, IconUser } from '../../components/icons.tsx';
import { useOrgAccess } from '../../features/organizations/permissions.ts';
import { useT } from '../../i18n/translate.ts';
import { toggleAmountsHidden, useAmountsHidden } from '../../lib/privacy.ts';
import { paletteMessages } from './messages/index.ts';
import { allowedActions, matchesQuery, type PaletteActionId } from './palette-model.ts';
import type { GroupProps } from './command-palette.tsx';

/** Where each screen action leads: its screen, its create dialog open (`?new=1`, src/lib/create-request.ts). */
const ACTION_HREFS = {
  newPayout: '/manage/payout/?new=1',
  newApiKey: '/manage/apikey/?new=1',
  inviteMember: '/manage/organization/?tab=team&new=1',
} as const;

/**
 * Actions: the ones the user's role may take in the organization shown (never the others, not even greyed),
 * and privacy mode, which everyone may toggle.
 */
export function ActionsGroup({ query, go, menuRoutes }: GroupProps & { menuRoutes: readonly string[] }) {
  const t = useT(paletteMessages);
  const access = useOrgAccess();
  const hidden = useAmountsHidden();
  const entries = allowedActions(access.can, new Set(menuRoutes))
    .map((id) => ({ id, label: labelOf(id, hidden, t) }))
    .filter((entry) => matchesQuery(query, entry.label));
  if (entries.length === 0) return null;
  return (
    <Spotlight.ActionsGroup label={t('groupActions')}>
      {entries.map(({ id, label }) => (
        <Spotlight.Action
          key={id}
          label={label}
          leftSection={iconOf(id, hidden)}
          onClick={() => (id === 'togglePrivacy' ? toggleAmountsHidden() : go(ACTION_HREFS[id]))}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}

function labelOf(
  id: PaletteActionId,
  hidden: boolean,
  t: (key: Exclude<PaletteActionId, 'togglePrivacy'> | 'showAmounts' | 'hideAmounts') => string,
) {
  if (id === 'togglePrivacy') return hidden ? t('showAmounts') : t('hideAmounts');
  return t(id);
}

function iconOf(id: PaletteActionId, hidden: boolean) {
  if (id === 'newPayout') return <IconCash size={18} />;
  if (id === 'newApiKey') return <IconKey size={18} />;
  if (id === 'inviteMember') return <IconUser size={18} />;
  return hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />;
}
