/**
 * The console's one cache of server state (TanStack Query): list pages, the next page read
 * ahead, the boot's first call, detail records and related lists share it, one key per request
 * (src/renderer/data/familyQueries.ts). A response for a key nobody shows any more
 * lands in that key's entry and is never drawn over the current one, so stale answers need no
 * bookkeeping; a call whose key is no longer observed is aborted through its signal.
 *
 * One instance for the app's lifetime, created before React mounts so the boot can fill it
 * (src/app/preloadRoute.ts). A logout empties it: one user's rows never show to the next.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already shows errors per call (error panel, toasts) and retries on 重试.
      retry: false,
      // An answer counts as current for this long: the boot's first call is not asked again when
      // the page mounts, nor a page read ahead when the user goes to it soon after; older ones are
      // drawn at once and asked again behind them (an equal answer keeps the rows drawn). A save,
      // delete or status switch invalidates its family at once.
      staleTime: 5_000,
      // An admin console does not reload its tables because the window regained focus.
      refetchOnWindowFocus: false,
    },
  },
});
