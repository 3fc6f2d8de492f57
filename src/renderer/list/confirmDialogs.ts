import type { ModalApi } from '../../core/feedback/modalApi';

/** docs/behaviour §8 confirm modal defaults, word for word. */
export const CONFIRM_TITLE = '确认';
export const DELETE_CONFIRM_BODY = '是否继续进行删除操作？';
export const CONFIRM_OK = '确认';
export const CONFIRM_CANCEL = '取消';

/**
 * Asks and resolves 1 on OK, 0 on cancel (docs/behaviour §4 Switch widget contract, reused by every
 * confirm). Confirm-type modals have no close icon and the mask does not close them (§5).
 */
export function askConfirm(modal: ModalApi, content: string, danger = false): Promise<1 | 0> {
  return new Promise((resolve) => {
    modal.confirm({
      title: CONFIRM_TITLE,
      content,
      okText: CONFIRM_OK,
      cancelText: CONFIRM_CANCEL,
      okButtonProps: danger ? { danger: true } : undefined,
      closable: false,
      maskClosable: false,
      onOk: () => resolve(1),
      onCancel: () => resolve(0),
    });
  });
}
