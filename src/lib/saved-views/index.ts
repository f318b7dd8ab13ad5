/**
 * Saved views (issue 34): named filters of the transactions and payouts lists, kept by the provider per user and
 * organization, listed in the menu and the palette, shared as `/views/<id>`.
 */
export { savedViewsQueryOptions, type SavedView } from './queries.ts';
export { savedViewPath } from './paths.ts';
export { useDeleteSavedView, useRenameSavedView } from './mutations.ts';
