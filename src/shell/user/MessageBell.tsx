import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from '../../adapters/atomHooks';
import { http } from '../../core/http/client';
import { queryClient } from '../../core/query/queryClient';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { familyKey } from '../../renderer/data/familyQueries';

const MESSAGE_CENTRE = '/application-admin/message-center';
/** The message family's base (schemas/families/message.json). */
const MESSAGE_BASE = '/api/operation-management/v1/message';
/** The menu code of 消息中心 (schemas/menu.json): without it the bell is not shown. */
const MESSAGE_CODE = 'work-message-look';
const REFRESH_MS = 60_000;

/**
 * 消息中心 in the header: the unread count of the user's messages, every minute. Its key lies
 * under the message family's, so marking a message read or deleting one in 消息中心 (which
 * invalidates the family) reads it again at once.
 */
export function MessageBell() {
  const codes = useAtomValue(permissionCodesAtom);
  const navigate = useNavigate();
  const allowed = codes.includes(MESSAGE_CODE);
  const answer = useQuery({
    queryKey: [...familyKey(MESSAGE_BASE), 'unread-count'],
    queryFn: ({ signal }) => http.get<{ data?: { unread?: number } }>(`${MESSAGE_BASE}/unread-count`, { loading: false, silent: true, signal }),
    enabled: allowed,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  }, queryClient);
  // A badge is not worth a toast: a failed read keeps the last count and the next refresh tries again.
  const unread = Number(answer.data?.data?.unread ?? 0);
  if (!allowed) return null;
  return (
    <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99} color="#cf1322">
      <Button type="text" aria-label={unread > 0 ? `消息中心，${unread} 条未读` : '消息中心'} icon={<BellOutlined />} onClick={() => navigate(MESSAGE_CENTRE)} data-testid="header-unread" />
    </Badge>
  );
}
