/**
 * The DOM projects' files of a worker share loaded modules (no isolation, vite.config.ts), so
 * what one file leaves in a module that lives as long as the app must not reach the next file.
 * These are the app-lifetime holders a file can fill: each is put back as a fresh page load has it.
 * Seen before they were reset: a toast recorder swallowed the next file's toasts; the theme
 * lifecycle an earlier file's app installed fetched the theme on the next file's sign-in.
 *
 * A function, called from the set-up file's own `afterAll`: a set-up file runs again for every
 * file, but a module it imports is evaluated once per worker, so a hook registered here at the
 * top level would run after the first file only.
 */
import { setPageReloader } from '../../src/core/events/pageReload';
import { setNotifier } from '../../src/core/feedback/notify';
import { forgetSignedIn } from '../../src/core/session/signedIn';
import { installUserEventsLifecycle } from '../../src/core/socket/socketLifecycle';
import { installThemeLifecycle } from '../../src/core/theme/themeLifecycle';

export function resetAppLifetimeState(): void {
  setNotifier(null);
  setPageReloader(null);
  // First, so that the installs below have no session to act on (a fetch, a socket).
  forgetSignedIn();
  // Installing is idempotent and returns the uninstall: this removes what the app installed (and
  // closes the user-events socket).
  installThemeLifecycle()();
  installUserEventsLifecycle()();
  window.history.replaceState(null, '', '/');
}
