import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from '../../adapters/atomHooks';
import { http } from '../../core/http/client';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { UNREAD_CHANGED } from '../../modules/workbench/messages/unreadEvents';

const MESSAGE_CENTRE = '/application-admin/message-center';
/** The menu code of 消息中心 (schemas/menu.json): without it the bell is not shown. */
const MESSAGE_CODE = 'work-message-look';
const REFRESH_MS = 60_000;

/** 消息中心 in the header: the unread count of the user's messages, read again when the centre changes it and every minute. */
export function MessageBell() {
  const codes = useAtomValue(permissionCodesAtom);
  const navigate = useNavigate();
  const allowed = codes.includes(MESSAGE_CODE);
  const [unread, setUnread] = useState(0);
  const load = useCallback(() => {
    http.get<{ data?: { unread?: number } }>('/api/operation-management/v1/message/unread-count', { loading: false, silent: true })
      .then((body) => setUnread(Number(body.data?.unread ?? 0)))
      .catch(() => undefined); // a badge is not worth a toast; the next refresh tries again
  }, []);
  useEffect(() => {
    if (!allowed) return undefined;
    load();
    const timer = setInterval(load, REFRESH_MS);
    window.addEventListener(UNREAD_CHANGED, load);
    return () => {
      clearInterval(timer);
      window.removeEventListener(UNREAD_CHANGED, load);
    };
  }, [allowed, load]);
  if (!allowed) return null;
  return (
    <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99} color="#cf1322">
      <Button type="text" aria-label={unread > 0 ? `消息中心，${unread} 条未读` : '消息中心'} icon={<BellOutlined />} onClick={() => navigate(MESSAGE_CENTRE)} data-testid="header-unread" />
    </Badge>
  );
}
