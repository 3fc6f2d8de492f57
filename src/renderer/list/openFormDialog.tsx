import type { ReactNode } from 'react';
import type { ModalApi } from '../../core/feedback/modalApi';

/**
 * A confirm-style dialog whose content draws its own buttons, so a refused call can keep it open
 * with what was typed (the action dialogs: reason, choice, upload). `content` gets the close
 * callback; the promise resolves once the dialog is closed (done or cancelled).
 */
export function openFormDialog(modal: ModalApi, title: ReactNode, icon: ReactNode, content: (close: () => void) => ReactNode): Promise<void> {
  return new Promise((resolve) => {
    const instance = modal.confirm({
      title,
      icon,
      content: content(() => {
        instance.destroy();
        resolve();
      }),
      footer: null,
      closable: false,
      maskClosable: false,
      keyboard: false,
      width: 480,
    });
  });
}
