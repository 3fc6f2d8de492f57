import { CommentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from '../../adapters/atomHooks';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';

// The dialog's form loads when first opened, not with every route.
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

/** The code of 工单管理 (schemas/menu.json): users who file work orders may also send feedback. */
const WORK_ORDER_CODE = 'work-serve-look';

/** 意见反馈 in the header, beside the message bell: feedback on the platform from any page. */
export function FeedbackButton() {
  const codes = useAtomValue(permissionCodesAtom);
  const [open, setOpen] = useState(false);
  if (!codes.includes(WORK_ORDER_CODE)) return null;
  return (
    <>
      <Button type="text" aria-label="意见反馈" title="意见反馈" icon={<CommentOutlined />} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
