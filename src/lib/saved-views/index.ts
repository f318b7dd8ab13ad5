/**
 * Saved views (issue 34): named filters of the transactions and payouts lists, kept by the provider per user and
 * organization, listed in the menu and the palette, shared as `/views/<id>`.
 */
export {
  savedViewKeys,
  savedViewQueryOptions,
  savedViewsQueryOptions,
  type SavedView,
  type SavedViewList,
} from './queries.ts';
export { SAVED_VIEW_FILTERS, savedViewFilters, savedViewPath, savedViewShareUrl } from './paths.ts';
export {
  useCreateSavedView,
  useDeleteSavedView,
  useRenameSavedView,
  type NewSavedView,
} from './mutations.ts';
