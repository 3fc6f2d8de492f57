import { act, render, screen } from '../../support/testingLibrary';
import { atom, createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from '../../../src/adapters/atomHooks';

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);

describe('atom hooks (useSyncExternalStore)', () => {
  it('a reader renders once on mount — no second render after it subscribes — and again on a change only', async () => {
    const store = createStore();
    let renders = 0;
    function Reader() {
      renders += 1;
      return <p>{useAtomValue(doubledAtom)}</p>;
    }
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(renders).toBe(1);

    act(() => store.set(countAtom, 5));
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(renders).toBe(2);
    // Setting the same value again re-renders nothing.
    act(() => store.set(countAtom, 5));
    expect(renders).toBe(2);
  });

  it('useAtom returns the value and jotai’s setter', () => {
    const store = createStore();
    function Counter() {
      const [count, setCount] = useAtom(countAtom);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    render(
      <Provider store={store}>
        <Counter />
      </Provider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('2');
    expect(store.get(countAtom)).toBe(2);
  });
});
