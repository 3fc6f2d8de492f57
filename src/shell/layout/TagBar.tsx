import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuNode, firstPermittedPath, menuTree, tagHref, type TagBarAction } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { dispatchTagBarAtom, tagBarAtom } from '../state/tagBarAtoms';

/**
 * The tag bar of spec §2.4: recently visited pages (≤ 9), each closable; a tag opens its page
 * with the query it was left at. The rules live in the pure reducer (core/menu/tagBar.ts).
 */
export function TagBar() {
  const state = useAtomValue(tagBarAtom);
  const dispatch = useSetAtom(dispatchTagBarAtom);
  const codes = useAtomValue(permissionCodesAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const href = `${location.pathname}${location.search}`;

  // Every page shown is a visit: tagged (or its tag refreshed) when the rules allow.
  useEffect(() => {
    dispatch({ type: 'visit', path: href, node: findMenuNode(location.pathname), codes });
  }, [href, location.pathname, codes, dispatch]);

  // After a close, go where the reducer says (a neighbour, or home when no tag is left).
  useEffect(() => {
    const nav = state.navigation;
    if (nav.kind === 'tag') navigate(nav.href);
    if (nav.kind === 'home') {
      const home = firstPermittedPath(menuTree, codes) ?? '/backstage';
      // Already there: no navigation will happen, so tag the page again directly.
      if (home === location.pathname) dispatch({ type: 'visit', path: href, node: findMenuNode(home), codes });
      else navigate(home);
    }
    // Only a new navigation request matters here, not every location change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.navigation]);

  const act = (action: TagBarAction) => dispatch(action);
  if (state.tags.length === 0) return null;

  return (
    <nav className="hpc-tag-bar" aria-label="已打开的页面">
      {state.tags.map((tag) => {
        const active = tag.path === state.current;
        return (
          <Dropdown
            key={tag.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'close', label: '关闭' },
                { key: 'others', label: '关闭其他' },
                { key: 'all', label: '关闭全部' },
              ],
              onClick: ({ key }) =>
                act(key === 'close' ? { type: 'close', path: tag.path } : key === 'others' ? { type: 'closeOthers', path: tag.path } : { type: 'closeAll' }),
            }}
          >
            <span className={`hpc-tag${active ? ' hpc-tag-active' : ''}`} data-testid="tag">
              <button type="button" className="hpc-tag-title" aria-current={active ? 'page' : undefined} onClick={() => navigate(tagHref(tag))}>
                {tag.title}
              </button>
              <button type="button" className="hpc-tag-close" aria-label={`关闭 ${tag.title}`} onClick={() => act({ type: 'close', path: tag.path })}>
                <CloseOutlined />
              </button>
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
