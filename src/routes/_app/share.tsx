import { createFileRoute } from '@tanstack/react-router';

/**
 * `/share`: the installed app's share target and the home-screen shortcuts that depend on the moment (issue
 * 34). Under `/_app`, so a signed-out user signs in first and comes back here with the shared text (the guard
 * keeps the whole address in `next`). Nothing renders: ./-share-target.ts reads the address and redirects. This
 * file is in the route tree every visit downloads, so all of it is loaded only when `/share` is opened.
 */
export const Route = createFileRoute('/_app/share')({
  beforeLoad: ({ location, preload }) =>
    import('./-share-target.ts').then(({ leaveShare }) => leaveShare(location.searchStr, preload)),
});
