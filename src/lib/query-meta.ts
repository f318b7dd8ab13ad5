/**
 * What a query or mutation may tell the query client about itself (`meta`), typed for every call site.
 * A form that shows its errors inline sets `errorToast: false`, so the same failure is not also toasted.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  /** false: this call's failures are shown by the screen that made it, not as the global danger toast */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
