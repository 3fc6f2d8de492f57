/** The message centre tells the shell's unread badge to read its count again (a DOM event: no shared store needed). */
export const UNREAD_CHANGED = 'hpc:unread-changed';

export function announceUnreadChange(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED));
}
