import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { safeNextPath } from '../../session/next-path.ts';

/** The `next` destination, honoured only when it is a same-origin path of one of this app's routes. */
export function useSafeNext(raw: unknown): string {
  const router = useRouter();
  return safeNextPath(raw, (pathname) => router.getMatchedRoutes(pathname)[2] !== undefined);
}

/** Navigation to an already checked path (path + search + hash). */
export function useGoTo(): (href: string) => void {
  const router = useRouter();
  return useCallback(
    (href: string) => {
      void router.navigate({ href, replace: true });
    },
    [router],
  );
}
