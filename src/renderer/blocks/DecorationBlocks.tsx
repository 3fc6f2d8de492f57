import { createElement, Suspense, useMemo, type ReactNode } from 'react';
import type { PortalBlock } from '../../contract/portalBlocks';
import type { BlockDeclaration, BlocksPageConfig } from '../../pageLanguage/blocks';
import { useOperationQuery } from '../data/operationQueries';
import { BlockFrameContext, type BlockFrame } from './blockFrame';
import { decorationBlocks, type DecorationBlock } from './decorationBlocks';
import { blockRenderer } from './registry';
import './portalLook.css';

/** How the page shows waiting, a failure (with 重试) and nothing, in its own look. */
export interface DecorationStates {
  waiting: () => ReactNode;
  failed: (title: string, detail: string, retry: () => void) => ReactNode;
  empty: (text: string) => ReactNode;
}

/** The page the blocks are on: the portal family's decoration, with no reads or writes of its own to declare. */
const DECORATION_PAGE: BlocksPageConfig = { kind: 'blocks', family: 'portal', sources: {}, blocks: [], writes: {}, base: '' };
const settled = () => Promise.resolve();

function Drawn({ block, answer }: { block: BlockDeclaration; answer: unknown }) {
  // The registry's component for the block's type (a fixed set, never made during render).
  return createElement(blockRenderer(block), { block, answer, loading: false, reload: settled, page: DECORATION_PAGE, searched: false });
}

/** An app-cards block: the applications it names, through the declared read (quiet: the block shows its own waiting and failure). */
function AppsBlock({ item, query, states }: { item: DecorationBlock; query: Extract<DecorationBlock['from'], { apps: unknown }>['apps']; states: DecorationStates }) {
  const { state, reload } = useOperationQuery('application-manage', 'get-cards', { query }, { loading: false, silent: true });
  if (state.status === 'loading') return states.waiting();
  if (state.status === 'error') return states.failed('应用加载失败', state.message, reload);
  return <Drawn block={item.block} answer={state.data} />;
}

/**
 * A page decoration drawn through the block registry (docs/design.md §9): /portal/home,
 * /portal/page/{tempId}, /portal/mobile/{tempId}, /temp/{id} and the temp-page editor's preview.
 * `narrow`: the portal's phone layout.
 */
export function DecorationBlocks({ blocks, narrow, states }: { blocks: readonly PortalBlock[]; narrow: boolean; states: DecorationStates }) {
  const frame = useMemo<BlockFrame>(() => ({ narrow, empty: states.empty }), [narrow, states.empty]);
  return (
    <BlockFrameContext.Provider value={frame}>
      <Suspense fallback={states.waiting()}>
        <div className="pb-blocks" data-testid="portal-blocks">
          {decorationBlocks(blocks).map((item) => (
            <div key={item.id} className={`pb-block pb-block-${item.kind}`} data-block-type={item.kind}>
              {'apps' in item.from ? <AppsBlock item={item} query={item.from.apps} states={states} /> : <Drawn block={item.block} answer={item.from.saved} />}
            </div>
          ))}
        </div>
      </Suspense>
    </BlockFrameContext.Provider>
  );
}
