import { CloseOutlined } from '@ant-design/icons';
import { useSetAtom, useStore } from '../../adapters/atomHooks';
import { useAtomValue } from '../../adapters/atomHooks';
import { memo, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuNode, firstPermittedPath, menuTree, tagHref, type TagBarAction } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { ContextMenuDropdown } from '../lazyDropdown';
import { useShellNavigate } from '../state/shellRoute';
import { dispatchTagBarAtom, tagBarAtom } from '../state/tagBarAtoms';

const TAG_MENU_ITEMS = [
  { key: 'close', label: '关闭' },
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭全部' },
];

/**
 * What the tag bar does on navigation, apart from drawing it: every page shown is a visit
 * (tagged, or its tag remembers the new query, when the rules allow), and after a close it goes
 * where the reducer says. Renders nothing, so a query change costs no tag-bar render here.
 */
export function TagBarEffects() {
  const navigation = useAtomValue(tagBarAtom).navigation;
  const dispatch = useSetAtom(dispatchTagBarAtom);
  const codes = useAtomValue(permissionCodesAtom);
  const location = useLocation();
  const navigate = useShellNavigate();
  const href = `${location.pathname}${location.search}`;

  useEffect(() => {
    dispatch({ type: 'visit', path: href, node: findMenuNode(location.pathname), codes });
  }, [href, location.pathname, codes, dispatch]);

  // After a close, go where the reducer says (a neighbour, or home when no tag is left).
  useEffect(() => {
    if (navigation.kind === 'tag') navigate(navigation.href);
    if (navigation.kind === 'home') {
      const home = firstPermittedPath(menuTree, codes) ?? '/backstage';
      // Already there: no navigation will happen, so tag the page again directly.
      if (home === location.pathname) dispatch({ type: 'visit', path: href, node: findMenuNode(home), codes });
      else navigate(home);
    }
    // Only a new navigation request matters here, not every location change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation]);

  return null;
}

interface TagItemProps {
  path: string;
  title: string;
  active: boolean;
  onOpen: (path: string) => void;
  onAct: (action: TagBarAction) => void;
}

/** One tag; memoised by its path, title and state, so a query change of a page redraws no tag. */
const TagItem = memo(function TagItem({ path, title, active, onOpen, onAct }: TagItemProps) {
  return (
    <ContextMenuDropdown
      trigger={['contextMenu']}
      menu={{
        items: TAG_MENU_ITEMS,
        onClick: ({ key }) => onAct(key === 'close' ? { type: 'close', path } : key === 'others' ? { type: 'closeOthers', path } : { type: 'closeAll' }),
      }}
    >
      <span className={`hpc-tag${active ? ' hpc-tag-active' : ''}`} data-testid="tag">
        <button type="button" className="hpc-tag-title" aria-current={active ? 'page' : undefined} onClick={() => onOpen(path)}>
          {title}
        </button>
        <button type="button" className="hpc-tag-close" aria-label={`关闭 ${title}`} onClick={() => onAct({ type: 'close', path })}>
          <CloseOutlined />
        </button>
      </span>
    </ContextMenuDropdown>
  );
});

/**
 * The tag bar of docs/behaviour §2.4: recently visited pages (≤ 9), each closable; a tag opens its page
 * with the query it was left at. The rules live in the pure reducer (core/menu/tagBar.ts).
 */
export const TagBar = memo(function TagBar() {
  const state = useAtomValue(tagBarAtom);
  const dispatch = useSetAtom(dispatchTagBarAtom);
  const store = useStore();
  const navigate = useShellNavigate();
  // The tag's query is read when it is clicked, so a tag need not redraw each time it changes.
  const open = useCallback(
    (path: string) => {
      const tag = store.get(tagBarAtom).tags.find((t) => t.path === path);
      if (tag) navigate(tagHref(tag));
    },
    [store, navigate],
  );

  if (state.tags.length === 0) return null;
  return (
    <nav className="hpc-tag-bar" aria-label="已打开的页面">
      {state.tags.map((tag) => (
        <TagItem key={tag.path} path={tag.path} title={tag.title} active={tag.path === state.current} onOpen={open} onAct={dispatch} />
      ))}
    </nav>
  );
});
