import { Link } from 'react-router-dom';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import type { AppCardsBlock } from '../../../contract/portalBlocks';
import { usePortalFrame } from '../layout/portalContext';
import { PortalEmpty, PortalError, PortalSpinner } from '../layout/PortalStates';
import { AppCard } from './AppCard';
import { BlockTitle } from './BlockTitle';

/** On a phone the cards stack: four are enough before the link to the whole store. */
const MOBILE_MAX = 4;

/** Application cards: the most used, one category's, or the ones the operator chose, in order. */
export function AppCards({ block }: { block: AppCardsBlock }) {
  const { mobile } = usePortalFrame();
  // Quiet: the block shows its own spinner and error panel with 重试.
  const { state, reload } = useOperationQuery('application-manage', 'get-cards', {
    query: {
      source: block.source,
      categoryId: block.categoryId ?? undefined,
      ids: block.source === 'manual' ? block.appIds.join(',') : undefined,
      limit: block.limit,
    },
  }, { loading: false, silent: true });
  return (
    <section className="pb-section" aria-label={block.title || '应用'}>
      <BlockTitle title={block.title} />
      {state.status === 'loading' && <PortalSpinner />}
      {state.status === 'error' && <PortalError title="应用加载失败" detail={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <PortalEmpty>暂无应用</PortalEmpty>
        ) : (
          <>
            <ul className="pb-app-grid" style={{ gridTemplateColumns: `repeat(${mobile ? 1 : 4}, minmax(0, 1fr))` }}>
              {(mobile ? state.data.slice(0, MOBILE_MAX) : state.data).map((app) => (
                <li key={app.id}>
                  <AppCard app={app} />
                </li>
              ))}
            </ul>
            <p className="pb-more">
              <Link to={block.source === 'category' && block.categoryId ? `/portal/appStore?categoryId=${block.categoryId}` : '/portal/appStore'}>
                查看更多应用
              </Link>
            </p>
          </>
        ))}
    </section>
  );
}
