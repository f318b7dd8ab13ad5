/**
 * The phone's filters sheet (Mantine's Drawer and its styles) comes at the first wish to open it, not with a
 * list's first visit (./filters-sheet.tsx).
 */
export const loadSheet = () => import('./filters-sheet-drawer.tsx');
