import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createElement, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from '../../adapters/atomHooks';
import { useReloadOnReturn } from '../../core/async/useReloadOnReturn';
import { hasPermission } from '../../core/menu';
import { queryClient } from '../../core/query/queryClient';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { BlockDeclaration, BlocksPageConfig, BlockSource } from '../../pageLanguage/blocks';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { familyKey } from '../data/familyQueries';
import { blockCall, blockReadParams, blockReadQuery, type PickedRange } from './blockQueries';
import { BlockRangePicker } from './BlockRangePicker';
import { BlockSearchBox } from './BlockSearchBox';
import { MissingAddress } from './MissingAddress';
import { blockRenderer } from './registry';
import './blocks.css';

const mayRead = (source: BlockSource, codes: readonly string[]) => source.grants === null || source.grants.some((code) => hasPermission(code, codes));

/**
 * A page of blocks in their order (a `half` block shares its row with the next `half` one from
 * 1200 px on). A block shows only to a caller who may make its read, so nobody sees a block the
 * backend would refuse. Blocks on one read share one call; when it fails, or the address lacks
 * what it needs, the first of them says so (with 重试, or the way to the records) and the others wait.
 */
export function BlocksPage({ pageId, config }: { pageId: string; config: BlocksPageConfig }) {
  const codes = useAtomValue(permissionCodesAtom);
  const [address] = useSearchParams();
  const [picked, setPicked] = useState<PickedRange>(null);
  const [searched, setSearched] = useState<Readonly<Record<string, string>>>({});
  const blocks = config.blocks.filter((block) => mayRead(config.sources[block.source]!, codes));
  const readable = new Set(blocks.map((block) => block.source));
  const searches = Object.entries(config.sources).filter(([name, source]) => source.search && readable.has(name));
  const returnRef = useReloadOnReturn(() => {
    if (config.reloadOnReturn) void queryClient.invalidateQueries({ queryKey: familyKey(config.base) });
  });
  const firstOfSource = new Set(config.blocks.map((block) => config.blocks.find((other) => other.source === block.source)!));
  return (
    <div className="hpc-blocks" data-page={pageId} ref={returnRef}>
      {(config.title !== undefined || config.range !== undefined || searches.length > 0) && (
        <div className="hpc-blocks-head">
          {config.title && <h2 className="hpc-blocks-title">{config.title}</h2>}
          <div className="hpc-blocks-tools">
            {searches.map(([name, source]) => <BlockSearchBox key={name} search={source.search!} onSearch={(text) => setSearched((all) => ({ ...all, [name]: text }))} />)}
            {config.range && <BlockRangePicker config={config} range={config.range} readable={readable} picked={picked} address={address} onPick={setPicked} />}
          </div>
        </div>
      )}
      {/* One boundary: the page's blocks show together once their types' code is in (registry.ts). */}
      <Suspense fallback={<Spinner />}>
        <div className="hpc-blocks-grid">
          {blocks.map((block, index) => (
            <BlockFrame key={index} config={config} block={block} picked={picked} address={address} search={searched[block.source] ?? ''} first={firstOfSource.has(block)} />
          ))}
        </div>
      </Suspense>
    </div>
  );
}

interface FrameProps {
  config: BlocksPageConfig;
  block: BlockDeclaration;
  picked: PickedRange;
  address: URLSearchParams;
  search: string;
  /** The first block on its read: it alone says that the read failed or cannot be made. */
  first: boolean;
}

function BlockFrame({ config, block, picked, address, search, first }: FrameProps) {
  const source = config.sources[block.source]!;
  const call = blockCall(source, blockReadParams(source, config.range, picked), address, search);
  // A new range keeps the last answer drawn (and the block's size) until the new one arrives.
  const read = useQuery({ ...blockReadQuery(config, source, call ?? { path: '', params: {} }), enabled: call !== null, placeholderData: keepPreviousData }, queryClient);
  const className = block.width === 'half' ? 'hpc-block hpc-block-half' : 'hpc-block';
  if (call === null) return first && source.address ? <div className={className} data-block={block.type}><MissingAddress address={source.address} /></div> : null;
  if (read.isError) {
    if (!first) return null;
    return <div className={className} data-block={block.type}><ErrorPanel title="数据加载失败" detail={read.error.message} onRetry={() => read.refetch()} /></div>;
  }
  const props = { block, answer: read.data, loading: read.isPending, reload: () => read.refetch(), page: config, searched: search !== '' };
  // The registry's component for the block's type (a fixed set, never made during render).
  return <div className={className} data-block={block.type}>{createElement(blockRenderer(block), props)}</div>;
}
