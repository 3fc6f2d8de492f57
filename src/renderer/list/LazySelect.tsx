import type { SelectProps } from '../../adapters/antd/types';
import { loadSelect } from '../../adapters/antd/lazySelect';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import { SelectStub, type SelectStubOption } from './SelectStub';

type Value = string | number;

// antd's select comes in its own chunk: a list's first view shows closed selects only (choice
// filters, the page-size changer), drawn by SelectStub until one is reached for.
const select = lazyPart<SelectProps<Value, SelectStubOption>>(() =>
  loadSelect().then((module) => {
    // antd's Select is generic; here its values are strings or numbers, its options SelectStub's.
    const component: ComponentType<SelectProps<Value, SelectStubOption>> = module.default;
    return { default: component };
  }),
);
const Select = select.Component;

export interface LazySelectProps extends Omit<SelectProps<Value, SelectStubOption>, 'options' | 'value'> {
  'aria-label': string;
  value: Value | undefined;
  options: SelectStubOption[];
}

/**
 * antd's Select, or its stub until the user reaches for one (pointer, key or focus) and its code
 * has arrived; it then mounts focused, and open when reached for by pointer or an opening key. Once the code is there,
 * selects render as themselves from the start.
 */
export function LazySelect(props: LazySelectProps) {
  const [stubFirst] = useState(!select.isLoaded());
  const [activation, setActivation] = useState<'open' | 'focus' | null>(null);
  const stub = (
    <SelectStub
      ariaLabel={props['aria-label']}
      value={props.value}
      options={props.options}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      style={props.style}
      className={props.className}
      onActivate={(how, stubElement) => {
        // The stub stays until the code is there: swapped at once for Suspense's fallback (another
        // element), it would take the keyboard focus with it and a Tab would land on the page.
        // Reached for by Tab only, it becomes the select only while it still has the focus.
        void select.load().then(() => {
          if (how === 'focus' && stubElement !== document.activeElement) return;
          setActivation((current) => (current === 'open' ? current : how));
        });
      }}
      onHover={() => void select.load()}
    />
  );
  if (stubFirst && activation === null) return stub;
  return (
    <Suspense fallback={stub}>
      <Select {...props} autoFocus={activation !== null || props.autoFocus} defaultOpen={activation === 'open' || props.defaultOpen} />
    </Suspense>
  );
}
