import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { Button, Cascader } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { queryClient } from '../../../core/query/queryClient';
import type { EntityRegion } from '../../../pageLanguage/entity';
import { regionLevelQuery, regionPath, regionTreeQuery, type Division } from '../../data/regionQueries';

const FULL_WIDTH = { width: '100%' };
const popupContainer = (node: HTMLElement) => node.parentElement ?? document.body;

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Divisions of level `depth` as cascader options; the last level's are leaves. */
const toOptions = (divisions: readonly Division[], depth: number, levels: number): RegionOption[] =>
  divisions.map((d) => ({ value: d.code, label: d.name, isLeaf: depth >= levels - 1 }));

/** Replaces the children of the option at `path` (codes from the top) in a copy of `options`. */
function withChildren(options: RegionOption[], path: readonly string[], children: RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((option) => {
    if (option.value !== head) return option;
    if (rest.length === 0) return children.length > 0 ? { ...option, children } : { ...option, isLeaf: true };
    return { ...option, children: withChildren(option.children ?? [], rest, children) };
  });
}

/**
 * An administrative division (entity `x-region`), chosen level by level in a cascader: the top
 * level is read when the form opens, each level below when its parent is chosen (省 → 市 → 区县),
 * through the reads the field names. A division with nothing below it ends the choice. An edit
 * starts from the stored code's path, read from the whole tree, with those levels loaded. The
 * stored value is the last code chosen.
 */
export function RegionWidget({ id, htmlName, options, value, required, disabled, readonly, placeholder, autofocus, label, onChange, onBlur, onFocus }: WidgetProps) {
  const region = options.region as EntityRegion;
  const levels = region.levels.length;
  const stored = typeof value === 'string' && value !== '' ? value : undefined;
  const top = useQuery(regionLevelQuery(region, 0), queryClient);
  const tree = useQuery({ ...regionTreeQuery(region), enabled: stored !== undefined }, queryClient);
  const [cascade, setCascade] = useState<RegionOption[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  // Bumped by 重试: the levels down the stored path are read again even when the top level is cached.
  const [attempt, setAttempt] = useState(0);
  // The codes chosen in this form; until then the stored code's path in the tree.
  const [chosen, setChosen] = useState<string[] | undefined>();
  const startPath = stored && tree.data ? regionPath(tree.data, stored).join('/') : '';
  // One array per path: the cascader re-opens its menus at the value whenever the value's identity changes.
  const start = useMemo(() => (startPath === '' ? [] : startPath.split('/')), [startPath]);
  const path = chosen ?? start;
  const ready = top.data !== undefined && (stored === undefined || tree.data !== undefined);

  // The top level, then (for a stored value) each level down its path, as the cascader's options.
  useEffect(() => {
    if (!ready || !top.data) return;
    let cancelled = false;
    let options = toOptions(top.data, 0, levels);
    const chain = startPath === '' ? [] : startPath.split('/').slice(0, -1);
    void (async () => {
      try {
        for (const [depth, code] of chain.entries()) {
          const below = await queryClient.fetchQuery(regionLevelQuery(region, depth + 1, code));
          options = withChildren(options, chain.slice(0, depth + 1), toOptions(below, depth + 1, levels));
        }
        if (!cancelled) setCascade((now) => now ?? options);
      } catch (error) {
        if (!cancelled) setFailure(messageOf(error));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [ready, top.data, startPath, levels, region, attempt]);

  const loadData = (selected: RegionOption[]) => {
    const depth = selected.length;
    const parent = selected[depth - 1];
    if (!parent || depth >= levels) return;
    queryClient.fetchQuery(regionLevelQuery(region, depth, parent.value)).then(
      (below) => setCascade((now) => withChildren(now ?? [], selected.map((o) => o.value), toOptions(below, depth, levels))),
      (error: unknown) => setFailure(messageOf(error)),
    );
  };

  const error = top.error ?? tree.error;
  if (error || failure) {
    const retry = () => {
      setFailure(undefined);
      setCascade(undefined);
      setAttempt((n) => n + 1);
      void top.refetch();
      if (stored) void tree.refetch();
    };
    return (
      <div className="hpc-lookup-error" role="alert">
        <span>{label}加载失败：{failure ?? messageOf(error)}</span>
        <Button size="small" onClick={retry}>重试</Button>
      </div>
    );
  }
  const common = {
    id,
    ...({ name: htmlName ?? id } as object),
    allowClear: !required,
    autoFocus: autofocus,
    style: FULL_WIDTH,
    getPopupContainer: popupContainer,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (!cascade) return <Cascader {...common} disabled placeholder={`正在加载${label}…`} options={[]} />;
  return (
    <Cascader<RegionOption>
      {...common}
      placeholder={placeholder}
      disabled={disabled || readonly}
      options={cascade}
      value={path.length > 0 ? path : undefined}
      loadData={loadData}
      displayRender={(labels) => labels.join(' / ')}
      onChange={(codes) => {
        const next = (codes ?? []).map(String);
        setChosen(next);
        onChange(next.length > 0 ? next[next.length - 1] : options.emptyValue);
      }}
    />
  );
}
