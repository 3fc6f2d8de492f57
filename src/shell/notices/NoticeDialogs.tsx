import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { reloadPage } from '../../core/events/pageReload';
import { logout } from '../../core/session/logout';
import { activeNoticeAtom, installNoticeRouting, type ActiveNotice } from './noticeRouting';
import { useIsPrimaryHost } from './singleHost';

/** Shown only when the server sends a notice without text, so the dialog never stands empty. */
const FALLBACK_TEXT = {
  logout: '您的登录状态已失效，请重新登录',
  reload: '您的组织信息已变更，请刷新页面',
} as const;

function confirmNotice(notice: ActiveNotice): void {
  // logout() clears the session, closes the socket and goes to /login after 0.2 s (spec §4).
  if (notice.action === 'logout') logout();
  else reloadPage();
}

/**
 * Forced dialogs for the socket's notice codes (spec §4 Notice codes): the server message as
 * plain text, a single confirm button, no close icon, no mask or Esc dismissal (spec §5 Modal:
 * confirm-type modals have no close icon).
 */
export function NoticeDialogs() {
  const [notice, setNotice] = useAtom(activeNoticeAtom);
  const primary = useIsPrimaryHost();

  useEffect(() => {
    installNoticeRouting();
  }, []);

  if (!primary || notice === null) return null;

  const confirm = (): void => {
    setNotice(null);
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
