/** Search validators of the sign-in routes: only strings get through, everything else is dropped. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 4096 ? value : undefined;
}

export function nextSearch(search: Record<string, unknown>): { next?: string } {
  const next = optionalString(search.next);
  return next === undefined ? {} : { next };
}
