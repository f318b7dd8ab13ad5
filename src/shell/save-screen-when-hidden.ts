import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { screenContentShown } from '../components/paint-first.tsx';
import { BUILD_VERSION } from '../lib/build-version.ts';
import { savedScreenShown } from '../lib/saved-screen.ts';
import {
  captureMarkup,
  currentStylesheets,
  isSavedScreenPath,
  loadedModules,
  saveScreen,
} from '../lib/saved-screen-capture.ts';
import { useSessionScope } from '../session/context.tsx';
import { readCookie } from '../session/cookies.ts';
import type { SessionScope } from '../session/scope.ts';
import { amountsHidden } from '../lib/privacy.ts';

type Router = ReturnType<typeof useRouter>;

/**
 * Saves the screen on view as the app rendered it (src/lib/saved-screen.ts) when the page is hidden: the app
 * sent to the background, the tab closed or reloaded. Only a settled screen of the allowed ones, showing its
 * content (not a skeleton, an error or a screen still loading), while the session is in the cookies.
 */
function saveScreenOnView(router: Router, scope: SessionScope): void {
  const { status, matches } = router.state;
  if (status !== 'idle' || matches.some((match) => match.status !== 'success')) return;
  if (!screenContentShown() || savedScreenShown()) return;
  if (!scope.userId || !readCookie('access_token')) return;
  if (!isSavedScreenPath(location.pathname)) return;
  const root = document.getElementById('root');
  if (!root) return;
  saveScreen(
    localStorage,
    { userId: scope.userId, orgId: scope.orgId, env: scope.env, masterOrgId: scope.masterOrgId ?? '' },
    location.pathname + location.search,
    {
      v: 1,
      build: BUILD_VERSION,
      savedAt: Date.now(),
      html: captureMarkup(root),
      stylesheets: currentStylesheets(document),
      modules: loadedModules(performance, location.origin),
      amountsHidden: amountsHidden(),
    },
  );
}

/** Keeps the screen on view saved for the next start, for as long as the shell is mounted. */
export function useSaveScreenWhenHidden(): void {
  const router = useRouter();
  const scope = useSessionScope();
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  }, [scope]);
  useEffect(() => {
    const save = () => {
      try {
        saveScreenOnView(router, scopeRef.current);
      } catch {
        // a screen that cannot be saved is only a slower next start
      }
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', saveWhenHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [router]);
}
