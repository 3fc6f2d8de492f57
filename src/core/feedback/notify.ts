/**
 * Where user-facing toasts go. The app shell installs antd's context-aware `message` API;
 * tests install a recorder. Until something is installed, messages go to the console.
 */
export type NoticeLevel = 'success' | 'error' | 'warning' | 'info';

export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
}

const consoleNotifier: Notifier = {
  success: (text) => console.info(text),
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
  info: (text) => console.info(text),
};

let current: Notifier = consoleNotifier;

export function setNotifier(next: Notifier | null): void {
  current = next ?? consoleNotifier;
}

export const notify: Notifier = {
  success: (text) => current.success(text),
  error: (text) => current.error(text),
  warning: (text) => current.warning(text),
  info: (text) => current.info(text),
};
