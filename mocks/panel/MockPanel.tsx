import { ExperimentOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The drawer (a table, forms, popconfirm) loads when first opened: the demo build's pages do
// not download or render the panel's content on every cold load.
const MockPanelDrawer = lazy(() => import('./MockPanelDrawer'));

export interface MockPanelProps {
  /** What follows a reset; a full reload by default (tests pass a spy, jsdom cannot navigate). */
  reload?: () => void;
}

/**
 * Demo-only panel (mounted by the app when mocks are on): demo accounts, reset, fault
 * injection and notice pushing. The float button is labelled 演示数据 for Playwright.
 */
export function MockPanel({ reload }: MockPanelProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <FloatButton
        icon={<ExperimentOutlined />}
        tooltip="演示数据"
        aria-label="演示数据"
        style={{ insetInlineEnd: 24, insetBlockEnd: 24 }}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <MockPanelDrawer open={open} onClose={() => setOpen(false)} reload={reload} />
        </Suspense>
      )}
    </>
  );
}
