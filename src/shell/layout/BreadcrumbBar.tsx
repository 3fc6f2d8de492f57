import { useSetAtom } from '../../adapters/atomHooks';
import { useAtom, useAtomValue } from '../../adapters/atomHooks';
import { Fragment, memo, useMemo } from 'react';
import { buildBreadcrumb, extraCrumbsFor, type Crumb } from '../../core/menu';
import { crumbStackAtom } from '../state/crumbAtoms';
import { useShellNavigate, useShellPathname } from '../state/shellRoute';
import { openKeysOn, openMenuAtom, siderCollapsedAtom } from '../state/sideMenuAtoms';

/** docs/behaviour §2.5: crumbs from the path; segment 1 opens its menu section, segment 2 (deep views) goes home. */
export const BreadcrumbBar = memo(function BreadcrumbBar() {
  const pathname = useShellPathname();
  const navigate = useShellNavigate();
  const [stack, setStack] = useAtom(crumbStackAtom);
  const setOpenState = useSetAtom(openMenuAtom);
  const collapsed = useAtomValue(siderCollapsedAtom);
  const crumbs = useMemo(() => buildBreadcrumb(pathname, extraCrumbsFor(stack, pathname)), [pathname, stack]);

  const perform = (crumb: Crumb) => {
    const { action } = crumb;
    if (action.kind === 'open-menu' && !collapsed) {
      setOpenState((state) => ({ pathname, keys: [...new Set([...openKeysOn(state, pathname), action.sectionPath])] }));
    }
    if (action.kind === 'back-home') {
      setStack((current) => ({ ...current, crumbs: [] }));
      navigate(action.path);
    }
  };

  // antd's Breadcrumb look (global.css) in plain markup: a list of links on every back-stage route.
  return (
    <nav className="hpc-breadcrumb" aria-label="面包屑">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.title}`}>
            {index > 0 && (
              <li className="hpc-breadcrumb-separator" aria-hidden>
                /
              </li>
            )}
            <li className={index === crumbs.length - 1 ? 'hpc-breadcrumb-current' : undefined}>
              {crumb.action.kind === 'none' ? (
                crumb.title
              ) : (
                <a
                  href={`#${crumb.path ?? pathname}`}
                  onClick={(event) => {
                    event.preventDefault();
                    perform(crumb);
                  }}
                >
                  {crumb.title}
                </a>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
});
