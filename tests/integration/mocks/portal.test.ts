import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

/** The portal mocks: what the back stage saves is what the public calls answer next (issue 19). */
const P = '/api/operation-management/v1/portal';

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

interface MenuItem {
  id: number;
  mainMenuName: string;
  configType: number;
  menuUrl: string;
  relationStatus: number;
  pageId: number | null;
  homePageFlag: number;
  introductionDisplay: number;
  subMenuNameListMap: { id: number; subMenuName: string; configType: number; relationStatus: number; pageId: number | null }[];
  title: { text: string; list: { text: string }[] };
}

async function send<T>(method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
  if (json !== undefined) init.body = JSON.stringify(json);
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

describe('public portal calls', () => {
  it('choose the portal by code, by access host, else the default; c=1 means none', async () => {
    const byDefault = await getJson<Envelope<{ id: number; portalName: string }>>(`${P}/info`);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data).toMatchObject({ id: 1, portalName: '超算云平台门户', navigationColourType: 2 });
    expect((await getJson<Envelope<{ id: number }>>(`${P}/info?identificationCode=south`)).body.data.id).toBe(2);
    expect((await getJson<Envelope<{ id: number }>>(`${P}/info?identificationCode=1`)).body.data.id).toBe(1);
    expect((await getJson<Envelope<{ id: number }>>(`${P}/info?identificationCode=nosuch`)).body.data.id).toBe(1);
    const byHost = await fetch(`${ORIGIN}${P}/page-menu`, { headers: { accessHost: 'subcenter.hpc-demo.cn:443' } });
    const menus = ((await byHost.json()) as Envelope<MenuItem[]>).data;
    expect(menus.map((m) => m.mainMenuName)).toEqual(['首页', '分中心简介', '应用商店']);
  });

  it('the menu list carries main menus with their sub menus, links and external entries', async () => {
    const { body } = await getJson<Envelope<MenuItem[]>>(`${P}/page-menu`);
    const names = body.data.map((m) => m.mainMenuName);
    expect(names).toEqual(['首页', '算力服务', '解决方案', '应用商店', '新闻动态', '关于我们']);
    const home = body.data[0]!;
    expect(home).toMatchObject({ homePageFlag: 1, relationStatus: 1, pageId: 1, introductionDisplay: 1 });
    const news = body.data.find((m) => m.mainMenuName === '新闻动态')!;
    expect(news.title).toEqual({ text: '新闻动态', list: news.subMenuNameListMap.map((s) => ({ text: s.subMenuName })) });
    expect(news.subMenuNameListMap.find((s) => s.subMenuName === '国家超算网络')).toMatchObject({ configType: 2, relationStatus: 0 });
    expect(news.subMenuNameListMap.find((s) => s.subMenuName === '筹备中的专栏')).toMatchObject({ configType: 1, relationStatus: 0, pageId: null });
  });

  it('home page and page config answer the saved blocks; a missing page is 404', async () => {
    const home = await getJson<Envelope<{ pageId: number; blocks: { type: string }[] }>>(`${P}/home-page`);
    expect(home.body.data.pageId).toBe(1);
    expect(home.body.data.blocks.map((b) => b.type)).toEqual(['banner', 'appCards', 'carousel', 'imageLinks', 'carousel']);
    const page = await getJson<Envelope<{ pageName: string; blocks: unknown[] }>>(`${P}/page-config/3`);
    expect(page.body.data.pageName).toBe('解决方案');
    const missing = await getJson<Envelope<null>>(`${P}/page-config/999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('页面不存在或已删除');
  });
});

describe('back-stage portal configuration', () => {
  it('needs a token and a portal-temp code', async () => {
    expect((await send('GET', `${P}/manage/info/page`, null)).status).toBe(401);
    const { access_token: personal } = await login('personal');
    const refused = await send('POST', `${P}/manage/info`, personal, { portalName: 'x', identificationCode: 'x' });
    expect(refused.status).toBe(403);
  });

  it('creates, edits, lists and deletes a portal; the public info follows at once', async () => {
    const { access_token: token } = await login('admin');
    const created = await send<{ id: number; menuCount: number }>('POST', `${P}/manage/info`, token, {
      portalName: '测试门户', identificationCode: 'qa', navigationColourType: 1, navigationColour: '#123456',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const edited = await send('PUT', `${P}/manage/info`, token, { id, navigationColour: '#aa3300', navigationShadow: 0, introductionDisplay: 0 });
    expect(edited.status).toBe(200);
    const info = await getJson<Envelope<Record<string, unknown>>>(`${P}/info?identificationCode=qa`);
    expect(info.body.data).toMatchObject({ id, portalName: '测试门户', navigationColourType: 1, navigationColour: '#aa3300', navigationShadow: 0, introductionDisplay: 0 });

    const list = await send<{ records: { id: number }[]; total: number }>('GET', `${P}/manage/info/page?portalName=测试`, token);
    expect(list.body.data.records.map((r) => r.id)).toEqual([id]);

    // A portal's menus and pages go with it.
    const page = await send<{ id: number }>('POST', `${P}/page`, token, { portalId: id, pageName: '首页' });
    expect(page.status).toBe(200);
    expect((await send('POST', `${P}/menu-info`, token, { portalId: id, parentId: 0, menuName: '首页' })).status).toBe(200);
    expect((await send<{ menuCount: number; pageCount: number }>('GET', `${P}/manage/info?id=${id}`, token)).body.data).toMatchObject({ menuCount: 1, pageCount: 1 });
    expect((await send('DELETE', `${P}/manage/info/${id}`, token)).status).toBe(200);
    expect((await send('GET', `${P}/manage/info?id=${id}`, token)).status).toBe(404);
    expect(mockControl.db.collection('crud.portal-menu').count((m) => m.portalId === id)).toBe(0);
    expect(mockControl.db.collection('crud.portal-page').get(page.body.data.id)).toBeUndefined();
  });

  it('refuses bad fields with a message per field and keeps one default portal', async () => {
    const { access_token: token } = await login('admin');
    const bad = await send('POST', `${P}/manage/info`, token, {
      portalName: '超算云平台门户', identificationCode: 'a b', navigationColour: 'blue', domain: 'evil.example.com',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      portalName: '门户名称已存在',
      identificationCode: '识别码只能包含字母、数字、下划线和短横线，最多20位（1 表示默认门户，不能使用）',
      domain: '绑定域名的取值无效',
      navigationColour: '颜色格式应为 #RRGGBB',
    });
    const taken = await send('PUT', `${P}/manage/info`, token, { id: 1, domain: 'subcenter.hpc-demo.cn' });
    expect(taken.body.errors).toEqual({ domain: '绑定域名已存在' });
    expect((await send('DELETE', `${P}/manage/info/1`, token)).body.message).toBe('默认门户不能删除');
    const one = await send('POST', `${P}/manage/info`, token, { portalName: '门户一', identificationCode: '1' });
    expect(one.body.errors?.identificationCode).toBe('识别码只能包含字母、数字、下划线和短横线，最多20位（1 表示默认门户，不能使用）');
    const undefault = await send('PUT', `${P}/manage/info`, token, { id: 1, isDefault: 0 });
    expect(undefault.body.errors).toEqual({ isDefault: '请将另一个门户设为默认，本门户即取消默认' });

    const made = await send('PUT', `${P}/manage/info`, token, { id: 2, isDefault: 1 });
    expect(made.status).toBe(200);
    const portals = mockControl.db.collection('crud.portal').list();
    expect(portals.filter((p) => p.isDefault === 1).map((p) => p.id)).toEqual([2]);
    const domains = await send<{ domain: string; portalId: number | null }[]>('GET', `${P}/domain/list`, token);
    expect(domains.body.data.find((d) => d.domain === 'subcenter.hpc-demo.cn')?.portalId).toBe(2);
  });

  it('copies a portal with its pages, decorations and menus, links remapped', async () => {
    const { access_token: token } = await login('admin');
    const copied = await send<{ id: number; portalName: string; identificationCode: string; isDefault: number; domain: string }>('POST', `${P}/manage/copy/1`, token, {});
    expect(copied.status).toBe(200);
    expect(copied.body.data).toMatchObject({ portalName: '超算云平台门户-副本', identificationCode: 'hpc-copy1', isDefault: 0, domain: '' });
    const menus = (await getJson<Envelope<MenuItem[]>>(`${P}/page-menu?identificationCode=hpc-copy1`)).body.data;
    expect(menus.map((m) => m.mainMenuName)).toEqual(['首页', '算力服务', '解决方案', '应用商店', '新闻动态', '关于我们']);
    const pages = await send<{ id: number; pageName: string }[]>('GET', `${P}/page/list?portalId=${copied.body.data.id}`, token);
    expect(pages.body.data).toHaveLength(5);
    expect(pages.body.data.map((p) => p.id)).not.toContain(1);
    expect(pages.body.data.map((p) => p.id)).toContain(menus[0]!.pageId);
    const home = await getJson<Envelope<{ blocks: unknown[] }>>(`${P}/home-page?identificationCode=hpc-copy1`);
    expect(home.body.data.blocks).toHaveLength(5);
  });
});

describe('portal menus', () => {
  it('a menu added in the back stage is in the header list next; order, link and delete too', async () => {
    const { access_token: token } = await login('admin');
    const added = await send<{ id: number }>('POST', `${P}/menu-info`, token, { portalId: 1, parentId: 0, menuName: '合作伙伴', configType: 1 });
    expect(added.status).toBe(200);
    const menuId = added.body.data.id;
    let header = (await getJson<Envelope<MenuItem[]>>(`${P}/page-menu`)).body.data;
    expect(header.at(-1)).toMatchObject({ mainMenuName: '合作伙伴', relationStatus: 0 });

    const sub = await send<{ id: number }>('POST', `${P}/menu-info`, token, { portalId: 1, parentId: menuId, menuName: '伙伴官网', configType: 2, menuUrl: 'https://partner.example.cn' });
    expect(sub.status).toBe(200);
    expect((await send('PUT', `${P}/relation-page/${menuId}/5`, token)).status).toBe(200);

    const ids = header.map((m) => m.id);
    const reordered = [menuId, ...ids.filter((id) => id !== menuId)];
    expect((await send('PUT', `${P}/menu-info/order`, token, { portalId: 1, parentId: 0, ids: reordered })).status).toBe(200);
    header = (await getJson<Envelope<MenuItem[]>>(`${P}/page-menu`)).body.data;
    expect(header[0]).toMatchObject({ mainMenuName: '合作伙伴', relationStatus: 1, pageId: 5 });
    expect(header[0]!.subMenuNameListMap).toEqual([expect.objectContaining({ subMenuName: '伙伴官网', configType: 2 })]);

    expect((await send('DELETE', `${P}/menu-info/${menuId}`, token)).status).toBe(200);
    header = (await getJson<Envelope<MenuItem[]>>(`${P}/page-menu`)).body.data;
    expect(header.map((m) => m.mainMenuName)).not.toContain('合作伙伴');
    expect(mockControl.db.collection('crud.portal-menu').get(sub.body.data.id)).toBeUndefined();
  });

  it('checks names, external links, levels, the home flag and page links', async () => {
    const { access_token: token } = await login('admin');
    const noUrl = await send('POST', `${P}/menu-info`, token, { portalId: 1, parentId: 0, menuName: '外链', configType: 2, menuUrl: '' });
    expect(noUrl.body.errors).toEqual({ menuUrl: '请填写外部链接地址' });
    const script = await send('POST', `${P}/menu-info`, token, { portalId: 1, parentId: 0, menuName: '外链', configType: 2, menuUrl: 'javascript:alert(1)' });
    expect(script.body.errors?.menuUrl).toContain('http://');
    const dup = await send('POST', `${P}/menu-info`, token, { portalId: 1, parentId: 0, menuName: '首页' });
    expect(dup.body.errors).toEqual({ menuName: '同级菜单名称已存在' });
    const third = await send('POST', `${P}/menu-info`, token, { portalId: 1, parentId: 103, menuName: '三级' });
    expect(third.body.message).toBe('上级菜单须为本门户的一级菜单');
    const foreign = await send('PUT', `${P}/relation-page/101/6`, token);
    expect(foreign.body.message).toBe('只能关联本门户的页面');

    const made = await send('PUT', `${P}/menu-info`, token, { id: 102, homePageFlag: 1 });
    expect(made.status).toBe(200);
    const flagged = mockControl.db.collection('crud.portal-menu').list().filter((m) => m.portalId === 1 && m.homePageFlag === 1);
    expect(flagged.map((m) => m.id)).toEqual([102]);
    const home = await getJson<Envelope<{ pageId: number }>>(`${P}/home-page`);
    expect(home.body.data.pageId).toBe(2);
  });
});

describe('template pages and decorations', () => {
  it('a saved decoration is what the public page shows next', async () => {
    const { access_token: token } = await login('admin');
    const page = await send<{ id: number }>('POST', `${P}/page`, token, { portalId: 1, pageName: '活动专题' });
    expect(page.status).toBe(200);
    const id = page.body.data.id;
    const blocks = [
      { id: 'a1', type: 'richText', title: '专题', html: '<p>欢迎参加</p>' },
      { id: 'a2', type: 'imageLinks', title: '入口', columns: 2, items: [{ title: '报名', link: 'javascript:alert(1)', image: '', text: '' }] },
    ];
    const saved = await send<{ blocks: { id: string; items?: { link: string }[] }[]; updater: string }>('POST', `${P}/decoration/${id}`, token, { blocks });
    expect(saved.status).toBe(200);
    expect(saved.body.data.updater).not.toBe('');
    const shown = await getJson<Envelope<{ blocks: { id: string; type: string; items?: { link: string }[] }[] }>>(`${P}/page-config/${id}`);
    expect(shown.body.data.blocks.map((b) => b.id)).toEqual(['a1', 'a2']);
    // An unsafe link is stored as no link at all.
    expect(shown.body.data.blocks[1]!.items![0]!.link).toBe('');

    const empty = await send('POST', `${P}/decoration/${id}`, token, { blocks: [{ type: 'banner', slides: [] }] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('第1个模块（横幅轮播）至少需要一张轮播图');
    const unknown = await send('POST', `${P}/decoration/${id}`, token, { blocks: [{ type: 'video' }] });
    expect(unknown.body.message).toBe('存在无法识别的模块类型');

    expect((await send('DELETE', `${P}/page/${id}`, token)).status).toBe(200);
    expect((await getJson(`${P}/page-config/${id}`)).status).toBe(404);
  });

  it('deleting a page unlinks its menus', async () => {
    const { access_token: token } = await login('admin');
    expect((await send('DELETE', `${P}/page/5`, token)).status).toBe(200);
    const about = (await getJson<Envelope<MenuItem[]>>(`${P}/page-menu`)).body.data.find((m) => m.mainMenuName === '关于我们');
    expect(about).toMatchObject({ relationStatus: 0, pageId: null });
  });

  it('uploads a decoration picture that is then served publicly', async () => {
    const { access_token: token } = await login('admin');
    const form = new FormData();
    form.append('file', new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], '横幅.png', { type: 'image/png' }));
    const response = await fetch(`${ORIGIN}${P}/decoration/upload`, authed(token, { method: 'POST', body: form }));
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = (await response.json()) as Envelope<{ url: string }>;
    const image = await fetch(`${ORIGIN}${data.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const text = new FormData();
    text.append('file', new File(['<script>'], 'x.html', { type: 'text/html' }));
    const refused = await fetch(`${ORIGIN}${P}/decoration/upload`, authed(token, { method: 'POST', body: text }));
    expect(refused.status).toBe(400);
  });
});

describe('application catalogue', () => {
  interface AppPage {
    records: { id: number; appName: string; categoryId: number; billingType: number; price: number; useCount: number }[];
    total: number;
  }
  const A = '/api/operation-management/v1/application-manage';

  it('the store filters by category and keyword; the market sells no free tools and sorts by price', async () => {
    const all = (await getJson<Envelope<AppPage>>(`${A}/store/display?pageSize=100`)).body.data;
    expect(all.total).toBeGreaterThan(20);
    const ai = (await getJson<Envelope<AppPage>>(`${A}/store/display?categoryId=6&pageSize=100`)).body.data;
    expect(ai.records.length).toBeGreaterThan(0);
    expect(ai.records.every((a) => a.categoryId === 6)).toBe(true);
    const found = (await getJson<Envelope<AppPage>>(`${A}/store/display?keyword=gromacs`)).body.data;
    expect(found.records.map((a) => a.appName)).toEqual(['GROMACS']);
    const market = (await getJson<Envelope<AppPage>>(`${A}/market?sort=priceAsc&pageSize=100`)).body.data;
    expect(market.records.every((a) => a.billingType !== 3)).toBe(true);
    const prices = market.records.map((a) => a.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('app cards come hot, by category or in the chosen order; a missing app is 404', async () => {
    const hot = (await getJson<Envelope<AppPage['records']>>(`${A}/cards?source=hot&limit=4`)).body.data;
    expect(hot).toHaveLength(4);
    expect(hot.map((a) => a.useCount)).toEqual([...hot.map((a) => a.useCount)].sort((x, y) => y - x));
    const manual = (await getJson<Envelope<AppPage['records']>>(`${A}/cards?source=manual&ids=9,1,999`)).body.data;
    expect(manual.map((a) => a.id)).toEqual([9, 1]);
    expect((await getJson(`${A}/cards?source=category`)).status).toBe(400);
    expect((await getJson(`${A}/introduction?id=999`)).status).toBe(404);
    const detail = (await getJson<Envelope<{ specs: unknown[]; versions: unknown[] }>>(`${A}/introduction?id=1`)).body.data;
    expect(detail.specs.length).toBeGreaterThan(0);
    expect(detail.versions.length).toBeGreaterThan(0);
  });
});

describe('resource request from the portal', () => {
  const APPLY = '/api/operation-management/v1/workorder/resource/apply';
  const good = { applicant: '王小明', company: '华南理工大学', phone: '13812345678', resourceType: 2, quantity: 8, duration: 3, purpose: '大模型微调实验需要 GPU' };

  it('a visitor’s request becomes a resource work order the back stage lists', async () => {
    const sent = await send<{ orderNo: string }>('POST', APPLY, null, good);
    expect(sent.status).toBe(200);
    expect(sent.body.data.orderNo).toMatch(/^ZY\d{12}$/);
    const { access_token: token } = await login('admin');
    const list = await send<{ records: { orderNo: string; status: number; userName: string; applicant: string }[] }>(
      'GET', `/api/operation-management/v1/workorder/resource/page?orderNo=${sent.body.data.orderNo}`, token,
    );
    expect(list.body.data.records).toEqual([expect.objectContaining({ orderNo: sent.body.data.orderNo, status: 1, userName: '', applicant: '王小明' })]);
  });

  it('records the signed-in account and refuses bad fields per field', async () => {
    const { access_token: token } = await login('enterprise');
    const sent = await send<{ id: number }>('POST', APPLY, token, good);
    const record = mockControl.db.collection('crud.resource-workorder').get(sent.body.data.id);
    expect(record).toMatchObject({ userName: 'enterprise', status: 1 });
    const bad = await send('POST', APPLY, null, { ...good, phone: '123', quantity: 0, resourceType: 9 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['phone', 'quantity', 'resourceType']);
  });
});
