import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useAtomValue } from '../../../adapters/atomHooks';
import { queryClient } from '../../../core/query/queryClient';
import { permissionCodesAtom } from '../../../core/session/sessionAtoms';
import type { EndpointFamily } from '../../../pageLanguage/endpoint';
import type { ListNotice } from '../../../pageLanguage/pageConfig';
import { noticeQuery, noticeText } from './noticeQuery';

/**
 * The line above a list read from its notice's operation (e.g. 合同到期预警: 3 份合同将在 30 天内到期):
 * shown once the answer is in and does not match `hideWhen`, to a caller holding one of the
 * operation's grants. A failed read shows nothing — the list below carries the page.
 */
export function ListNoticeLine({ notice, family }: { notice: ListNotice; family: EndpointFamily }) {
  const codes = useAtomValue(permissionCodesAtom);
  const allowed = notice.grants === null || notice.grants.some((code) => codes.includes(code));
  const answer = useQuery({ ...noticeQuery(notice, family), enabled: allowed }, queryClient);
  if (!allowed || !answer.data) return null;
  const text = noticeText(notice, answer.data);
  if (text === null) return null;
  return <Alert className="hpc-list-notice" type="warning" showIcon message={text} />;
}
