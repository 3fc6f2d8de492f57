import { useAtom } from '../../adapters/atomHooks';
import { lazy, Suspense, useEffect } from 'react';
import { activeNoticeAtom, installNoticeRouting } from './noticeRouting';
import { useIsPrimaryHost } from './singleHost';

const NoticeDialog = lazy(() => import('./NoticeDialog'));

/**
 * Where the socket's forced notices show (NoticeDialog.tsx): one at a time, app-wide so they reach
 * portal pages too. The dialog's code loads when a notice arrives.
 */
export function NoticeDialogs() {
  const [notice, setNotice] = useAtom(activeNoticeAtom);
  const primary = useIsPrimaryHost();

  useEffect(() => {
    installNoticeRouting();
  }, []);

  if (!primary || notice === null) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onDone={() => setNotice(null)} />
    </Suspense>
  );
}
