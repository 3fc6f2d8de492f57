import { setNotifier, type NoticeLevel } from '../../src/core/feedback/notify';

export interface RecordedNotice {
  level: NoticeLevel;
  text: string;
}

/** Installs a notifier that records every toast, so tests can assert the exact catalogue text. */
export function recordNotices(): RecordedNotice[] {
  const notices: RecordedNotice[] = [];
  const push = (level: NoticeLevel) => (text: string) => notices.push({ level, text });
  setNotifier({ success: push('success'), error: push('error'), warning: push('warning'), info: push('info') });
  return notices;
}
