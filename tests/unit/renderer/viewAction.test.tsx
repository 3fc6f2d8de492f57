import { act, renderHook } from '../../support/testingLibrary';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BuiltInRowAction } from '../../../src/pageLanguage/actions';
import { useViewAction } from '../../../src/renderer/list/useViewAction';

/** A detail page without a menu route (and no permission codes here): 查看 opens it in a drawer. */
const VIEW = { type: 'view', detail: 'operation-center/customer/customer-detail' } as BuiltInRowAction;
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

interface DrawerProps {
  recordId: string | number;
  onClose: () => void;
}

/** The DetailDrawer element inside the hook's Suspense. */
function drawerOf(node: ReactNode): ReactElement<DrawerProps> | null {
  if (!node) return null;
  return (node as ReactElement<{ children: ReactElement<DrawerProps> }>).props.children;
}

describe('useViewAction: the detail drawer', () => {
  it('查看 on the record whose drawer is still closing opens a new drawer, which that drawer’s late close leaves open', () => {
    const { result } = renderHook(() => useViewAction('id'), { wrapper });
    act(() => result.current.view(VIEW, { id: 7 }));
    const first = drawerOf(result.current.drawer)!;
    expect(first.props.recordId).toBe(7);

    // The user closed it; before its animation ends (and it reports the close), 查看 again on the same row.
    act(() => result.current.view(VIEW, { id: 7 }));
    const second = drawerOf(result.current.drawer)!;
    expect(second.key).not.toBe(first.key);

    act(() => first.props.onClose());
    expect(drawerOf(result.current.drawer)?.key).toBe(second.key);

    act(() => second.props.onClose());
    expect(result.current.drawer).toBeNull();
  });
});
