import type { RefSelectProps, SelectProps } from '../../adapters/antd/types';
import { loadSelect } from '../../adapters/antd/lazySelect';
import { Suspense, useEffect, useRef, useState, type ComponentType, type RefAttributes } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import { SelectStub, type SelectStubOption } from './SelectStub';

type Value = string | number;

// antd's select comes in its own chunk: a list's first view shows closed selects only (choice
// filters, the page-size changer), drawn by SelectStub until one is reached for.
type SelectWithRef = SelectProps<Value, SelectStubOption> & RefAttributes<RefSelectProps>;
const select = lazyPart<SelectWithRef>(() =>
  loadSelect().then((module) => {
    // antd's Select is generic; here its values are strings or numbers, its options SelectStub's.
    const component: ComponentType<SelectWithRef> = module.default;
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
  const ref = useRef<RefSelectProps>(null);
  // Focused once mounted, not by `autoFocus`: the focus given during React's commit reaches no
  // handler, so antd never marked the select focused and drew no focus ring around it.
  useEffect(() => {
    if (activation !== null) ref.current?.focus();
  }, [activation]);
  if (stubFirst && activation === null) return stub;
  return (
    <Suspense fallback={stub}>
      <Select {...props} ref={ref} defaultOpen={activation === 'open' || props.defaultOpen} />
    </Suspense>
  );
}
