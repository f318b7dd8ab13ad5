import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Builds a stroked 24×24 icon; decorative (aria-hidden): the control around it carries the label. */
function icon(paths: string[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

const IconDashboard = icon(['M4 13h6V4H4z', 'M14 20h6v-9h-6z', 'M4 20h6v-3H4z', 'M14 4v3h6V4z']);
export const IconKey = icon(['M15 7a4 4 0 1 1-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0 1 15 7z', 'M16 11h.01']);
export const IconBuilding = icon([
  'M4 21V5l8-3 8 3v16',
  'M9 21v-4h6v4',
  'M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M16 12h.01',
]);
export const IconSliders = icon(['M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0', 'M16 4v4M10 10v4M18 16v4']);
export const IconList = icon(['M9 6h11M9 12h11M9 18h11', 'M4 6h.01M4 12h.01M4 18h.01']);
export const IconCash = icon([
  'M3 7h18v10H3z',
  'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  'M6 10v4M18 10v4',
]);
export const IconExchange = icon(['M4 8h13l-3-3', 'M20 16H7l3 3']);
export const IconBell = icon(['M6 17V11a6 6 0 1 1 12 0v6l2 2H4z', 'M10 21h4']);
export const IconSettings = icon([
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'M19 12l2-1-1-3-2 .3-1.4-1.4L17 5l-3-1-1 2h-2l-1-2-3 1 .4 1.9L6 8.3 4 8l-1 3 2 1v.1L3 13l1 3 2-.3 1.4 1.4L7 19l3 1 1-2h2l1 2 3-1-.4-1.9 1.4-1.4 2 .3 1-3-2-1z',
]);
export const IconArrowUp = icon(['M12 19V5', 'M6 11l6-6 6 6']);
export const IconUser = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0']);
export const IconLogout = icon(['M14 8V5H4v14h10v-3', 'M10 12h11', 'M18 9l3 3-3 3']);
export const IconEye = icon([
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const IconEyeOff = icon([
  'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M3 3l18 18',
]);
export const IconSearch = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4']);
export const IconChevron = icon(['M6 9l6 6 6-6']);
export const IconInstall = icon(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14']);

/**
 * The icons a screen's menu entry may name (`staticData.screen.menu.icon`): by name, so the route tree that
 * every first visit downloads carries a word, not the icon's code, which stays with the shell.
 */
export const MENU_ICONS = {
  dashboard: IconDashboard,
  key: IconKey,
  building: IconBuilding,
  sliders: IconSliders,
  list: IconList,
  cash: IconCash,
  exchange: IconExchange,
  bell: IconBell,
};

export type MenuIconName = keyof typeof MENU_ICONS;
