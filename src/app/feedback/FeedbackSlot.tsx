import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackWanted, subscribeFeedbackWanted } from '../../core/feedback/modalApi';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * Where toasts and confirm dialogs live (in place of antd's <App>): empty until the first one is
 * asked for, then the host's chunk loads and shows it. Place inside the theme's ConfigProvider.
 */
export function FeedbackSlot() {
  const wanted = useSyncExternalStore(subscribeFeedbackWanted, feedbackWanted, feedbackWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}
