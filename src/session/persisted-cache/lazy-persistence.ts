import type { QueryClient } from '@tanstack/react-query';
import type { PersistenceOptions, QueryPersistence } from './query-persistence.ts';

/**
 * The persisted cache's code, loaded when a signed-in screen first needs it: the sign-in screen, which never
 * restores anything, does not download it. Same contract as `createQueryPersistence`.
 */
export function createLazyQueryPersistence(
  queryClient: QueryClient,
  options: PersistenceOptions,
): QueryPersistence {
  let loaded: QueryPersistence | null = null;
  let loading: Promise<QueryPersistence> | null = null;
  const load = () =>
    (loading ??= import('./query-persistence.ts').then((module) => {
      loaded = module.createQueryPersistence(queryClient, options);
      return loaded;
    }));
  return {
    start(userId) {
      if (loaded) return loaded.start(userId);
      if (!options.storage || !userId) return null;
      // a chunk that cannot load (offline, never cached) means no persistence, never a stuck screen
      return load().then(
        (persistence) => persistence.start(userId) ?? undefined,
        () => undefined,
      );
    },
    async end() {
      // nothing was ever started when the code was never asked for
      if (!loading) return;
      const persistence = await loading.catch(() => null);
      await persistence?.end();
    },
  };
}
