/**
 * A list or tree page that works within a chosen value (`scopeChoice`, src/pageLanguage/pageConfig.ts
 * ListScopeChoiceDeclaration; 门户菜单: 门户): a required select at the top, its choices the records
 * its GET operation answers (through the operation client and the query cache), and below it the
 * page with the chosen value as part of its `scope` — sent with every read and write, written into
 * created records, hidden from the filter bar and form — and offered to the lookups drawn inside
 * (PageScopeContext). The value is kept in the address (`?<field>=`, so a reload or a shared link
 * keeps it) and in memory, since the list below rewrites the address with its own state.
 */
import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Spin } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { queryClient } from '../../../core/query/queryClient';
import type { EntitySchema } from '../../../pageLanguage/entity';
import type { ListPageConfig, ListScopeChoiceDeclaration } from '../../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { operationQuery } from '../../data/operationQueries';
import { PageScopeContext, pickChoice } from './pageScope';
import './scopeChoice.css';

type Choice = Record<string, unknown>;
type LooseQuery = (family: string, operation: string, params?: unknown, options?: { loading?: boolean; silent?: boolean }) => ReturnType<typeof operationQuery>;

const isChoice = (value: unknown): value is Choice => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records the choice's operation answers (silent: the page says what failed). */
function useChoices(choice: ListScopeChoiceDeclaration) {
  // The family and operation are the page file's, checked by lint (scopeChoiceChecks.mjs), not typed here.
  return useQuery((operationQuery as unknown as LooseQuery)(choice.source.family, choice.source.operation, undefined, { loading: false, silent: true }), queryClient);
}

export interface ScopeChoicePageProps {
  config: ListPageConfig & { scopeChoice: ListScopeChoiceDeclaration };
  entity: EntitySchema;
  /** The page below, given its config with the chosen value in its scope. */
  children: (config: ListPageConfig) => ReactNode;
}

export function ScopeChoicePage({ config, entity, children }: ScopeChoicePageProps) {
  const choice = config.scopeChoice;
  const label = choice.label ?? entity.properties[choice.field]?.title ?? choice.field;
  const valueKey = choice.value ?? 'id';
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(choice.field);
  const [remembered, setRemembered] = useState(inAddress);
  // The address wins when it names a value (Back, a shared link); the list's own writes leave it out.
  const asked = inAddress ?? remembered;
  if (inAddress !== null && inAddress !== remembered) setRemembered(inAddress);
  const answer = useChoices(choice);
  const records = useMemo(() => (Array.isArray(answer.data) ? answer.data.filter(isChoice) : []), [answer.data]);
  const chosen = pickChoice(records, valueKey, asked, choice.preferred);
  const value = chosen?.[valueKey];
  const held = typeof value === 'string' || typeof value === 'number' ? value : undefined;

  const scoped = useMemo<ListPageConfig | undefined>(() => {
    if (held === undefined) return undefined;
    const { scopeChoice: _choice, ...rest } = config;
    return { ...rest, scope: { ...config.scope, [choice.field]: held } };
  }, [config, choice.field, held]);

  const choose = (next: string | number) => {
    setRemembered(String(next));
    // Another value is another page: its own first page, no filters of the one before.
    setParams(new URLSearchParams({ [choice.field]: String(next) }));
  };

  if (answer.isError) return <ErrorPanel title={`${label}加载失败`} detail={readableMessageOf(answer.error)} onRetry={() => void answer.refetch()} />;
  const bar = (
    <div className="hpc-scope-choice">
      <label className="hpc-scope-choice-label" htmlFor={`scope-choice-${choice.field}`}>{label}</label>
      <Select
        id={`scope-choice-${choice.field}`}
        className="hpc-scope-choice-select"
        aria-label={label}
        value={held}
        loading={answer.isPending}
        onChange={choose}
        showSearch
        optionFilterProp="label"
        options={records.map((record) => ({ value: record[valueKey] as string | number, label: String(record[choice.text] ?? record[valueKey]) }))}
      />
    </div>
  );
  if (answer.isPending) return <>{bar}<div className="hpc-scope-choice-wait"><Spin /></div></>;
  if (!scoped) return <>{bar}<Empty description={`暂无可选的${label}`} /></>;
  return (
    <>
      {bar}
      <PageScopeContext.Provider value={scoped.scope ?? {}}>
        <div key={String(held)}>{children(scoped)}</div>
      </PageScopeContext.Provider>
    </>
  );
}
