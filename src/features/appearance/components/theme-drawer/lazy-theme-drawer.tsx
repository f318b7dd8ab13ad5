import { lazy, Suspense, useState, type ComponentProps } from 'react';

const ThemeDrawer = lazy(() =>
  import('./theme-drawer.tsx').then((module) => ({ default: module.ThemeDrawer })),
);

/**
 * The theme switcher, downloaded when it is first opened (its colour pickers and tabs are not part of any
 * screen's first visit); once loaded it stays mounted so that closing it animates.
 */
export function LazyThemeDrawer(props: ComponentProps<typeof ThemeDrawer>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemeDrawer {...props} />
    </Suspense>
  );
}
