import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../../src/shell/menuIcons';
import { openKeysOn } from '../../../src/shell/state/sideMenuAtoms';
import menu from '../../../schemas/menu.json';

describe('side menu open groups (openKeysOn)', () => {
  const page = '/application-admin/expense-center/my-order';

  it('a page entered anew opens exactly the groups above its entry', () => {
    expect(openKeysOn({ pathname: null, keys: [] }, page)).toEqual(['/application-admin', '/application-admin/expense-center']);
    // Groups chosen on another page do not follow the user to this one.
    expect(openKeysOn({ pathname: '/platform-manage/organization/dept', keys: ['/platform-manage', '/w'] }, page)).toEqual([
      '/application-admin',
      '/application-admin/expense-center',
    ]);
  });

  it('groups opened or closed on this page stay as chosen', () => {
    expect(openKeysOn({ pathname: page, keys: ['/platform-manage'] }, page)).toEqual(['/platform-manage']);
    expect(openKeysOn({ pathname: page, keys: [] }, page)).toEqual([]);
  });
});

describe('menu icons', () => {
  it('every icon schemas/menu.json names is in the shell’s icon map', () => {
    const names = new Set<string>();
    const walk = (nodes: readonly { icon?: string; children?: unknown[] }[]) => {
      for (const node of nodes) {
        if (node.icon) names.add(node.icon);
        walk((node.children ?? []) as { icon?: string; children?: unknown[] }[]);
      }
    };
    walk(menu.menu);
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !(name in MENU_ICONS))).toEqual([]);
  });
});
