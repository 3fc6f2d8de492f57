import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { reloadPage } from '../../core/events/pageReload';
import { logout } from '../../core/session/logout';
import type { ActiveNotice } from './noticeRouting';

/** Shown only when the server sends a notice without text, so the dialog never stands empty. */
const FALLBACK_TEXT = {
  logout: '您的登录状态已失效，请重新登录',
  reload: '您的组织信息已变更，请刷新页面',
} as const;

function confirmNotice(notice: ActiveNotice): void {
  // logout() clears the session, closes the socket and goes to /login after 0.2 s (docs/behaviour §4).
  if (notice.action === 'logout') logout();
  else reloadPage();
}

export interface NoticeDialogProps {
  notice: ActiveNotice;
  /** Called before the notice's action runs (the dialog is then taken away). */
  onDone: () => void;
}

/**
 * One forced dialog for a socket notice code (docs/behaviour §4 Notice codes): the server message as plain
 * text, a single confirm button, no close icon, no mask or Esc dismissal (docs/behaviour §5 Modal:
 * confirm-type modals have no close icon). Its own chunk: most sessions never see one.
 */
export default function NoticeDialog({ notice, onDone }: NoticeDialogProps) {
  const confirm = (): void => {
    onDone();
    confirmNotice(notice);
  };
  return (
    <Modal
      open
      title={
        <Space size={8}>
          <ExclamationCircleFilled style={{ color: '#faad14' }} />
          提示
        </Space>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      width={420}
      zIndex={2000}
      footer={<Button type="primary" onClick={confirm} autoFocus>确定</Button>}
      rootClassName="hpc-notice-dialog"
    >
      {/* A plain paragraph: antd Typography (copy, edit, ellipsis) would load on every route. */}
      <p style={{ margin: '8px 0' }} data-notice-code={notice.code}>
        {notice.message || FALLBACK_TEXT[notice.action]}
      </p>
    </Modal>
  );
}
