import { render, screen } from '../../support/testingLibrary';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MenuLink } from '../../../src/modules/portal/layout/MenuLink';
import type { MenuTarget } from '../../../src/modules/portal/model/menuMapping';

function link(target: MenuTarget): HTMLElement {
  render(
    <HashRouter>
      <MenuLink target={target} className="portal-nav-link">入口</MenuLink>
    </HashRouter>,
  );
  return screen.getByText('入口');
}

/** How a header entry's target becomes a link: configType 2 entries open a new window, without opener or referrer. */
describe('portal menu link', () => {
  it('an internal route of a configType 2 entry opens its hash address in a new window', () => {
    const anchor = link({ kind: 'window', to: '/portal/appStore' }).closest('a')!;
    expect(anchor).toHaveAttribute('href', '#/portal/appStore');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveTextContent('（在新窗口打开）');
  });

  it('an http(s) URL opens as it is in a new window', () => {
    const anchor = link({ kind: 'external', href: 'https://www.most.gov.cn/' }).closest('a')!;
    expect(anchor).toHaveAttribute('href', 'https://www.most.gov.cn/');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a page entry stays in this window', () => {
    const anchor = link({ kind: 'route', to: '/portal/page/3?mainMenuName=解决方案' }).closest('a')!;
    expect(anchor.getAttribute('href')).toBe('#/portal/page/3?mainMenuName=解决方案');
    expect(anchor).not.toHaveAttribute('target');
  });

  it('an entry with no safe link is plain text', () => {
    const text = link({ kind: 'none' });
    expect(text.closest('a')).toBeNull();
    expect(text).toHaveAttribute('title', '该菜单暂未关联页面');
  });
});
