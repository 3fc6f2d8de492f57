import { describe, expect, it } from 'vitest';
import { activeEntryKey, mapHeaderMenu } from '../../../src/modules/portal/model/menuMapping';
import { parseMenuList, type PortalMenuItem } from '../../../src/modules/portal/model/portalTypes';

function item(patch: Partial<PortalMenuItem> & { id: number; mainMenuName: string }): PortalMenuItem {
  return {
    homePageFlag: 0, configType: 1, menuUrl: '', relationStatus: 0, pageId: null, introduction: '', introductionDisplay: 1,
    subMenuNameListMap: [], ...patch,
  };
}

describe('portal header menu mapping (docs/behaviour §2.1, §3 Portal menu item)', () => {
  const items = [
    item({ id: 1, mainMenuName: '首页', homePageFlag: 1, relationStatus: 1, pageId: 1 }),
    item({
      id: 2, mainMenuName: '解决方案', relationStatus: 1, pageId: 3, introduction: '行业方案',
      subMenuNameListMap: [
        { id: 21, subMenuName: '材料计算', configType: 1, menuUrl: '', relationStatus: 1, pageId: 3 },
        { id: 22, subMenuName: '官网', configType: 2, menuUrl: 'https://example.cn/a', relationStatus: 0, pageId: null },
        { id: 23, subMenuName: '应用商店', configType: 2, menuUrl: '/portal/appStore', relationStatus: 0, pageId: null },
        { id: 24, subMenuName: '筹备中', configType: 1, menuUrl: '', relationStatus: 0, pageId: null },
        { id: 25, subMenuName: '坏链接', configType: 2, menuUrl: 'javascript:alert(1)', relationStatus: 0, pageId: null },
      ],
    }),
  ];
  const linkOf = (menuUrl: string) =>
    mapHeaderMenu([item({ id: 9, mainMenuName: '外链', configType: 2, menuUrl, relationStatus: 1, pageId: 3 })]).entries[0]!.target;

  it('home goes to /portal/home; a linked entry to /portal/page/{id}?mainMenuName=…', () => {
    const { entries } = mapHeaderMenu(items);
    expect(entries[0]!.target).toEqual({ kind: 'route', to: '/portal/home' });
    expect(entries[1]!.target).toEqual({ kind: 'route', to: `/portal/page/3?mainMenuName=${encodeURIComponent('解决方案')}` });
    expect(entries[1]!.children[0]!.target).toEqual({ kind: 'route', to: `/portal/page/3?mainMenuName=${encodeURIComponent('解决方案')}` });
  });

  it('configType 2 opens its URL in a new window (http(s) as is, an internal route too); unlinked entries link nothing', () => {
    const children = mapHeaderMenu(items).entries[1]!.children;
    expect(children[1]!.target).toEqual({ kind: 'external', href: 'https://example.cn/a' });
    expect(children[2]!.target).toEqual({ kind: 'window', to: '/portal/appStore' });
    expect(children[3]!.target).toEqual({ kind: 'none' });
    expect(children[4]!.target).toEqual({ kind: 'none' });
  });

  it('a main entry of configType 2 opens a new window whatever its page, and only a safe link ever opens', () => {
    expect(linkOf('/portal/cloudMarket')).toEqual({ kind: 'window', to: '/portal/cloudMarket' });
    expect(linkOf('  http://partner.example.cn/x?y=1 ')).toEqual({ kind: 'external', href: 'http://partner.example.cn/x?y=1' });
    for (const unsafe of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'vbscript:x', 'ftp://x.cn/a', '/portal\\evil', '']) {
      expect(linkOf(unsafe), unsafe).toEqual({ kind: 'none' });
    }
  });

  it('popup columns are 4 with introductions shown, 5 when hidden', () => {
    const shown = mapHeaderMenu(items);
    expect(shown).toMatchObject({ columns: 4, showIntroduction: true });
    expect(shown.entries[1]!.introduction).toBe('行业方案');
    expect(shown.entries[0]!.introduction).toBeNull();
    const hidden = mapHeaderMenu(items.map((i) => ({ ...i, introductionDisplay: 0 })));
    expect(hidden).toMatchObject({ columns: 5, showIntroduction: false });
    expect(hidden.entries[1]!.introduction).toBeNull();
  });

  it('on the mobile portal, pages are /portal/mobile/{id} and home /portal/mobile/home', () => {
    const { entries } = mapHeaderMenu(items, '/portal/mobile');
    expect(entries[0]!.target).toEqual({ kind: 'route', to: '/portal/mobile/home' });
    expect(entries[1]!.target).toEqual({ kind: 'route', to: `/portal/mobile/3?mainMenuName=${encodeURIComponent('解决方案')}` });
  });

  it('marks the entry of the current page by path and mainMenuName, or by a child route', () => {
    const { entries } = mapHeaderMenu(items);
    expect(activeEntryKey(entries, '/portal/home', '')).toBe('main-1');
    expect(activeEntryKey(entries, '/portal/page/3', '?mainMenuName=解决方案')).toBe('main-2');
    expect(activeEntryKey(entries, '/portal/appStore', '')).toBe('main-2');
    expect(activeEntryKey(entries, '/portal/about', '')).toBeNull();
  });

  it('parses the server list defensively: bad records are dropped, fields typed', () => {
    const parsed = parseMenuList({ code: 200, data: [
      { id: '7', mainMenuName: '关于', pageId: '5', relationStatus: '1', subMenuNameListMap: [{ id: 8, subMenuName: '联系' }, { bad: true }] },
      { mainMenuName: '无编号' },
      'nonsense',
    ] });
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ id: 7, pageId: 5, relationStatus: 1, configType: 1, introductionDisplay: 1 });
    expect(parsed[0]!.subMenuNameListMap).toEqual([{ id: 8, subMenuName: '联系', configType: 1, menuUrl: '', relationStatus: 0, pageId: null }]);
    expect(parseMenuList(null)).toEqual([]);
  });
});
