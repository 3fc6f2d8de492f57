import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../core/feedback/notify';

/** Routes core toasts to antd's context-aware message API so they follow the theme and locale. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      success: (text) => void message.success(text),
      error: (text) => void message.error(text),
      warning: (text) => void message.warning(text),
      info: (text) => void message.info(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}
