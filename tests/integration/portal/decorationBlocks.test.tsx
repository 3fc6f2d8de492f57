/**
 * A page decoration drawn through the block registry (src/renderer/blocks/DecorationBlocks.tsx):
 * every saved kind in its portal look, in order (`data-block-type`); links only to routes and
 * http(s) addresses; the card carousel's cards per view (3, logos 5; on a phone 1 and 2); the
 * application cards read through the declared operation (application-manage get-cards) through
 * the mock backend, a failed read saying so with 重试; and none of antd's cards on the way.
 */
import { HashRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import type { PortalBlock } from '../../../src/contract/portalBlocks';
import { DecorationBlocks, type DecorationStates } from '../../../src/renderer/blocks/DecorationBlocks';
import { fireEvent, render, screen, within } from '../../support/testingLibrary';

const states: DecorationStates = {
  waiting: () => <p role="status">正在加载…</p>,
  failed: (title, detail, retry) => <div role="alert"><strong>{title}</strong><span>{detail}</span><button type="button" onClick={retry}>重试</button></div>,
  empty: (text) => <p>{text}</p>,
};

const card = (title: string, link = '') => ({ image: '', title, text: `${title}说明`, link });

const DECORATION: PortalBlock[] = [
  { id: 'b', type: 'banner', interval: 0, slides: [
    { image: '', title: '澎湃算力', subtitle: '作业提交即算', link: '/register', buttonText: '免费注册' },
    { image: '', title: '应用即服务', subtitle: '开箱即用', link: '/portal/appStore', buttonText: '' },
  ] },
  { id: 'a', type: 'appCards', title: '热门应用', source: 'hot', categoryId: null, appIds: [], limit: 8 },
  { id: 's', type: 'carousel', title: '平台服务', perView: 3, cards: ['通用计算', 'GPU 计算', '并行存储', '可视化'].map((t) => card(t)) },
  { id: 'i', type: 'imageLinks', title: '行业解决方案', columns: 4, items: [card('材料计算', 'https://example.cn/m'), card('生物医药', 'javascript:alert(1)'), card('气象海洋', '/portal/page/3')] },
  { id: 'p', type: 'carousel', title: '合作伙伴', perView: 5, cards: ['甲', '乙', '丙', '丁', '戊', '己'].map((t) => card(`${t}大学`)) },
  { id: 'r', type: 'richText', title: '关于我们', html: '<p>平台<strong>简介</strong></p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1">' },
];

function draw(blocks: PortalBlock[], narrow = false) {
  return render(<HashRouter><DecorationBlocks blocks={blocks} narrow={narrow} states={states} /></HashRouter>);
}

const shownItems = (region: HTMLElement) => region.querySelectorAll('.pb-carousel-item:not([aria-hidden="true"])').length;

describe('a page decoration through the block registry', () => {
  it('draws every saved kind in its portal look, in order, with the applications the portal reads', async () => {
    const { container } = draw(DECORATION);
    expect(await screen.findAllByText(/次使用$/, {}, { timeout: 8000 })).toHaveLength(8);
    const blocks = screen.getByTestId('portal-blocks');
    expect([...blocks.querySelectorAll('[data-block-type]')].map((el) => el.getAttribute('data-block-type'))).toEqual(['banner', 'appCards', 'carousel', 'imageLinks', 'carousel', 'richText']);

    const banner = screen.getByRole('region', { name: '横幅' });
    expect(within(banner).getByRole('heading', { name: '澎湃算力' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '#/register');
    fireEvent.click(within(banner).getByRole('button', { name: '显示第2张' }));
    expect(within(banner).getByRole('link', { name: '了解更多' })).toHaveAttribute('href', '#/portal/appStore');

    const apps = screen.getByRole('region', { name: '热门应用' });
    expect(apps.querySelectorAll('.pb-app')).toHaveLength(8);
    expect(apps.querySelector('.pb-app')!.getAttribute('href')).toMatch(/^#\/portal\/appList\/\d+$/);
    expect(within(apps).getByRole('link', { name: '查看更多应用' })).toHaveAttribute('href', '#/portal/appStore');

    expect(shownItems(screen.getByRole('region', { name: '平台服务' }))).toBe(3);
    const partners = screen.getByRole('region', { name: '合作伙伴' });
    expect(shownItems(partners)).toBe(5);
    fireEvent.click(within(partners).getByRole('button', { name: '下一组' }));
    expect(shownItems(partners)).toBe(5);
    expect(within(partners).getByRole('button', { name: '下一组' })).toBeDisabled();

    const tiles = screen.getByRole('region', { name: '行业解决方案' });
    expect(within(tiles).getByText('材料计算').closest('a')).toHaveAttribute('target', '_blank');
    expect(within(tiles).getByText('生物医药').closest('a')).toBeNull();
    expect(within(tiles).getByText('气象海洋').closest('a')).toHaveAttribute('href', '#/portal/page/3');

    const text = screen.getByRole('region', { name: '关于我们' });
    expect(await within(text).findByText('简介')).toBeInTheDocument();
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    // The portal's light looks: none of the console's framed cards.
    expect(container.querySelector('.ant-card')).toBeNull();
  });

  it('shows fewer cards on a phone: one per view (two logos), at most four applications', async () => {
    draw(DECORATION, true);
    expect(await screen.findAllByText(/次使用$/, {}, { timeout: 8000 })).toHaveLength(4);
    expect(shownItems(screen.getByRole('region', { name: '平台服务' }))).toBe(1);
    expect(shownItems(screen.getByRole('region', { name: '合作伙伴' }))).toBe(2);
  });

  it('an application read that fails says so in its block with 重试, and 重试 shows the applications', async () => {
    mockControl.faults.set({ path: '/api/operation-management/v1/application-manage/cards', status: 500, times: 1 });
    draw([DECORATION[1]!, DECORATION[5]!]);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('应用加载失败');
    expect(screen.getByRole('region', { name: '关于我们' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText(/次使用$/, {}, { timeout: 8000 })).toHaveLength(8);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
