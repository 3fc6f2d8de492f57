import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Button, Select, TreeSelect } from 'antd';
import type { EntityLookup } from '../../../pageLanguage/entity';
import type { FormFieldFact } from '../../../pageLanguage/form';
import { deletedLookupLabel, findLookupOption, type LookupOption, type LookupValue } from '../../../contract/lookupOptions';
import { LOOKUP_LIMIT } from '../../data/lookupQueries';
import { useLookupOptions } from '../../data/useLookup';
import { lookupChoice, lookupFacts } from './lookupChoices';

const FULL_WIDTH = { width: '100%' };

interface TreeNode {
  value: LookupValue;
  title: string;
  /** Shown in the closed select: the node's path (一级 › 二级), so a 子分类 says where it sits. */
  path: string;
  disabled?: boolean;
  children?: TreeNode[];
}

const treeNodes = (options: readonly LookupOption[]): TreeNode[] =>
  options.map((o) => ({ value: o.value, title: o.label, path: o.path, ...(o.children ? { children: treeNodes(o.children) } : {}) }));

const popupContainer = (node: HTMLElement) => node.parentElement ?? document.body;

/**
 * A field whose values are records of another endpoint family (entity `x-lookup`): the choices
 * are that family's records, read through the query cache when the form opens — a tree family's
 * as a tree (every level can be chosen: a record may sit at any level, as applications classified
 * by a top-level category do), a flat one as a list. While they load the control says so; a
 * failed load says why with 重试. As with the enum select, the placeholder is never a choice and
 * only an optional field offers clearing. A stored value no record holds any more shows as
 * "<value>（已删除）" rather than a bare number. A record its source's `disabledWhen` matches is
 * listed greyed out with why; `shows` puts facts of the chosen record under the select.
 */
export function LookupWidget({ id, htmlName, options, value, required, disabled, readonly, placeholder, autofocus, label, onChange, onBlur, onFocus }: WidgetProps) {
  const lookup = options.lookup as EntityLookup;
  const state = useLookupOptions(lookup);
  const common = {
    id,
    // Antd's types omit `name`, which it passes to the input; rjsf forms name their fields.
    ...({ name: htmlName ?? id } as object),
    placeholder,
    allowClear: !required,
    autoFocus: autofocus,
    style: FULL_WIDTH,
    showSearch: true,
    getPopupContainer: popupContainer,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (state.status === 'loading') {
    return <Select {...common} loading disabled value={undefined} placeholder={`正在加载${label}…`} options={[]} />;
  }
  if (state.status === 'error') {
    return (
      <div className="hpc-lookup-error" role="alert">
        <span>{label}加载失败：{state.message}</span>
        <Button size="small" onClick={state.retry}>重试</Button>
      </div>
    );
  }
  const loaded = state.options;
  const known = findLookupOption(loaded, value);
  const missing = !known && value !== undefined && value !== null && value !== '';
  // Numbers and text alike: the control holds the option's own value.
  const selected = known ? known.value : missing ? (value as LookupValue) : undefined;
  const change = (next: LookupValue | undefined) => onChange(next ?? options.emptyValue);
  const empty = `暂无${label}`;
  const note = loaded.truncated ? <div className="hpc-lookup-note">仅列出前 {LOOKUP_LIMIT} 条{label}，可输入关键字查找</div> : null;
  if (loaded.tree) {
    const treeData = treeNodes(loaded.options);
    if (missing) treeData.push({ value: value as LookupValue, title: deletedLookupLabel(value), path: deletedLookupLabel(value), disabled: true });
    return (
      <TreeSelect<LookupValue | undefined>
        {...common}
        value={selected}
        disabled={disabled || readonly}
        treeData={treeData}
        treeDefaultExpandAll
        treeNodeFilterProp="title"
        treeNodeLabelProp="path"
        notFoundContent={empty}
        onChange={change}
      />
    );
  }
  const disabledWhen = lookup.source?.disabledWhen;
  const choices = loaded.options.map((o) => ({ value: o.value, ...lookupChoice(o, disabledWhen) }));
  if (missing) choices.push({ value: value as LookupValue, label: deletedLookupLabel(value), disabled: true });
  const facts = lookupFacts(known, options.shows as FormFieldFact[] | undefined);
  return (
    <>
      <Select<LookupValue | undefined>
        {...common}
        value={selected}
        disabled={disabled || readonly}
        optionFilterProp="label"
        options={choices}
        notFoundContent={empty}
        onChange={change}
      />
      {note}
      {facts.length > 0 && (
        // Read aloud when another record is chosen: the facts change with the choice.
        <dl className="hpc-lookup-facts" aria-live="polite">
          {facts.map((fact) => (
            <div key={fact.label} className="hpc-lookup-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
