import { message } from '../../adapters/antd/message';
import { Modal } from '../../adapters/antd/modal';
import { useEffect } from 'react';
import { setModalHost } from '../../core/feedback/modalApi';
import { setHostNotifier } from '../../core/feedback/notify';

/**
 * antd's hook APIs for toasts and confirm dialogs, inside the theme's ConfigProvider so they
 * follow the theme and locale. Its own chunk: mounted by FeedbackSlot the first time a toast or a
 * dialog is asked for, so the first view loads neither (Modal, message, rc-dialog, rc-notification).
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setHostNotifier({
      success: (text) => void messageApi.success(text),
      error: (text) => void messageApi.error(text),
      warning: (text) => void messageApi.warning(text),
      info: (text) => void messageApi.info(text),
    });
    setModalHost(modalApi);
    return () => {
      setHostNotifier(null);
      setModalHost(null);
    };
  }, [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
