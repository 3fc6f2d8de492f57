/**
 * Issue 34: developer-facing text never reaches a user. A missing file or key, a reply that does
 * not fit the page's mapping, a JavaScript error: the user reads Chinese words written for users,
 * and the developer detail (file names, configuration keys) goes to the console.
 */
import { describe, expect, it, vi } from 'vitest';
import { BOOT_FAILURE_MESSAGE, BootFailure } from '../../../src/app/BootFailure';
import {
  DeveloperFault, developerFault, PAGE_CONFIG_BROKEN, PAGE_DATA_MALFORMED, PAGE_NOT_AVAILABLE, PAGE_UNEXPECTED_ERROR, readableMessageOf, userMessageOf,
} from '../../../src/core/feedback/developerFault';
import { useAsyncData } from '../../../src/core/async/useAsyncData';
import { getRuntimeConfig, setRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { signIn, SIGN_IN_UNAVAILABLE_MESSAGE } from '../../../src/modules/login/signIn';
import { loadEntity } from '../../../src/pageLanguage/entityLoader';
import { MemoryRouter } from 'react-router-dom';
import { menuCodes, menuTree, type MenuNode } from '../../../src/core/menu';
import { resolveBackstageRoute } from '../../../src/shell/resolveBackstageRoute';
import { RouteStatePanel } from '../../../src/shell/layout/RouteStatePanel';
import { DeveloperFaultPanel } from '../../../src/ui/DeveloperFaultPanel';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';
import { RouteNotConfigured } from '../../../src/ui/RouteNotConfigured';
import { render, screen } from '../../support/testingLibrary';
import { recordNotices } from '../../support/notifierRecorder';
import { setNotifier } from '../../../src/core/feedback/notify';

/** Developer vocabulary a user must not read. */
const DEVELOPER_TEXT = /schemas\/|\.json|endpoint\.|backend-dialect|registry\.ts|undefined|缺少：/;

const silenceConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('developerFault', () => {
  it('logs the detail and throws words for users', () => {
    const logged = silenceConsole();
    const fault = developerFault(PAGE_DATA_MALFORMED, '列表响应中 "data.records" 不是数组：请检查页面配置的 endpoint.response 或 schemas/backend-dialect.json');
    expect(fault).toBeInstanceOf(DeveloperFault);
    expect(fault.message).toBe('页面数据格式不正确，请联系管理员');
    expect(fault.detail).toContain('schemas/backend-dialect.json');
    expect(logged).toHaveBeenCalledWith('[配置] 列表响应中 "data.records" 不是数组：请检查页面配置的 endpoint.response 或 schemas/backend-dialect.json');
  });

  it('of any other thrown error the user reads the general message', () => {
    expect(userMessageOf(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(PAGE_UNEXPECTED_ERROR);
    expect(userMessageOf('boom')).toBe(PAGE_UNEXPECTED_ERROR);
    expect(userMessageOf(new DeveloperFault(PAGE_CONFIG_BROKEN, 'x'))).toBe(PAGE_CONFIG_BROKEN);
    for (const text of [PAGE_DATA_MALFORMED, PAGE_CONFIG_BROKEN, PAGE_NOT_AVAILABLE, PAGE_UNEXPECTED_ERROR, BOOT_FAILURE_MESSAGE]) {
      expect(text).not.toMatch(DEVELOPER_TEXT);
    }
  });

  it('a missing entity file is a broken page configuration to the user, the file name in the console', async () => {
    const logged = silenceConsole();
    const thrown = await loadEntity('no-such-entity').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(DeveloperFault);
    expect((thrown as DeveloperFault).message).toBe(PAGE_CONFIG_BROKEN);
    expect(logged).toHaveBeenCalledWith('[配置] 实体 schemas/entities/no-such-entity.json 不存在');
  });
});

describe('what the screens show', () => {
  it('a menu page no page configuration serves: 页面暂未开放 in plain words (not 页面未配置); what is missing in the console', () => {
    const logged = silenceConsole();
    const tree = [{ title: '无配置', path: '/x/no-page', code: 'customer-info-look' }] as unknown as Parameters<typeof resolveBackstageRoute>[2];
    const route = resolveBackstageRoute('/x/no-page', ['customer-info-look'], tree);
    expect(route.kind).toBe('not-configured');
    const missing = route.kind === 'not-configured' ? route.missing : '';
    const { container } = render(<RouteNotConfigured path="/x/no-page" missing={missing} />);
    expect(screen.getByRole('status')).toHaveTextContent(`页面暂未开放${PAGE_NOT_AVAILABLE}`);
    expect(container.textContent).not.toContain('页面未配置');
    expect(container.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(logged).toHaveBeenCalledWith('[配置] 路由 /x/no-page 还没有对应的页面配置，缺少：schemas/menu.json 中 /x/no-page 的页面（page）');
  });

  // The menu's unlinkable placeholder groups, read from the menu: exactly the four the product names.
  const placeholders = (function collect(nodes: readonly MenuNode[]): MenuNode[] {
    return nodes.flatMap((node) => [...(node.linkable === false ? [node] : []), ...collect(node.children ?? [])]);
  })(menuTree);
  it('the placeholder groups are 资金, 报表, 数据分析 and 专线', () => {
    expect(placeholders.map((node) => node.title)).toEqual(['资金', '报表', '数据分析', '专线']);
  });

  it.each(placeholders.map((node) => [node.title, node.path] as const))('a placeholder group opened by its address: %s暂未开放 in plain words, nothing for the console', (title, path) => {
    const logged = silenceConsole();
    const route = resolveBackstageRoute(path, menuCodes());
    if (route.kind === 'page') throw new Error(`${title} is a placeholder, not a page`);
    const { container } = render(<MemoryRouter><RouteStatePanel route={route} pathname={path} /></MemoryRouter>);
    expect(screen.getByRole('status')).toHaveTextContent(`${title}暂未开放该功能尚在规划中，开放后即可从菜单进入`);
    expect(container.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(logged).not.toHaveBeenCalled();
  });

  it('an address the menu does not know: 页面不存在, nothing for the console', () => {
    const logged = silenceConsole();
    const route = resolveBackstageRoute('/no/such/page', menuCodes());
    if (route.kind === 'page') throw new Error('/no/such/page is no page');
    const { container } = render(<MemoryRouter><RouteStatePanel route={route} pathname="/no/such/page" /></MemoryRouter>);
    expect(screen.getByRole('status')).toHaveTextContent('页面不存在您访问的地址不存在，请从菜单进入需要的页面');
    expect(container.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(logged).not.toHaveBeenCalled();
  });

  it('a page whose configuration names no entity: the panel says the configuration is wrong, the console which page', () => {
    const logged = silenceConsole();
    const { container } = render(<DeveloperFaultPanel title="页面配置加载失败" detail="页面 operation-center/x 缺少实体" />);
    expect(screen.getByRole('alert')).toHaveTextContent(`页面配置加载失败${PAGE_CONFIG_BROKEN}`);
    expect(container.textContent).not.toContain('缺少实体');
    expect(logged).toHaveBeenCalledWith('[配置] 页面 operation-center/x 缺少实体');
  });

  it('a page that throws a JavaScript error: 页面出错了 and the general message; the error in the console', () => {
    const logged = silenceConsole();
    const Broken = (): never => {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    };
    const { container } = render(<ErrorBoundary resetKey="a" scope="page"><Broken /></ErrorBoundary>);
    expect(screen.getByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText(PAGE_UNEXPECTED_ERROR)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(logged).toHaveBeenCalledWith('[page]', expect.objectContaining({ message: "Cannot read properties of undefined (reading 'name')" }), expect.anything());
  });

  it('a page that throws a DeveloperFault shows its words for users', () => {
    silenceConsole();
    const Broken = (): never => {
      throw new DeveloperFault(PAGE_DATA_MALFORMED, 'endpoint.response');
    };
    render(<ErrorBoundary resetKey="a" scope="page"><Broken /></ErrorBoundary>);
    expect(screen.getByText(PAGE_DATA_MALFORMED)).toBeInTheDocument();
  });

  it('a console that cannot start: words for users; config.json and the reason in the console', () => {
    const logged = silenceConsole();
    const error = new Error('config.json 字段 mock 必须是 true 或 false');
    const { container } = render(<BootFailure error={error} />);
    expect(screen.getByText('控制台启动失败')).toBeInTheDocument();
    expect(screen.getByText(BOOT_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(logged).toHaveBeenCalledWith('[配置] 控制台启动失败：config.json 字段 mock 必须是 true 或 false', error);
  });
});

describe('readableMessageOf (errors caught where any code could throw)', () => {
  it('keeps the console’s own Chinese messages and replaces an engine’s English text', () => {
    const logged = silenceConsole();
    expect(readableMessageOf(new Error('目录数据格式不正确'))).toBe('目录数据格式不正确');
    expect(logged).not.toHaveBeenCalled();
    const engine = new TypeError("Cannot read properties of undefined (reading 'name')");
    expect(readableMessageOf(engine)).toBe(PAGE_UNEXPECTED_ERROR);
    expect(logged).toHaveBeenCalledWith('[配置] 未预期的错误', engine);
    expect(readableMessageOf(new Error('操作失败（undefined）'))).toBe(PAGE_UNEXPECTED_ERROR);
    expect(readableMessageOf(42)).toBe(PAGE_UNEXPECTED_ERROR);
  });
});

describe('useAsyncData', () => {
  function Probe({ load }: { load: () => Promise<string> }) {
    const { state } = useAsyncData('k', load);
    return <p>{state.status === 'error' ? state.message : state.status}</p>;
  }

  it('shows a module’s own failure as written and an engine’s failure as the general message', async () => {
    silenceConsole();
    const { unmount } = render(<Probe load={() => Promise.reject(new Error('账户信息加载失败'))} />);
    expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();
    unmount();
    render(<Probe load={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    expect(await screen.findByText(PAGE_UNEXPECTED_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});

describe('sign-in with an unusable password key', () => {
  it('tells the user sign-in is unavailable and the operator which configuration key is wrong', async () => {
    const logged = silenceConsole();
    const notices = recordNotices();
    const shipped = getRuntimeConfig();
    setRuntimeConfig({ ...shipped, passwordKey: 'short' });
    try {
      const result = await signIn({ username: 'admin', password: 'admin123' });
      expect(result).toMatchObject({ status: 'refused', message: SIGN_IN_UNAVAILABLE_MESSAGE });
      expect(SIGN_IN_UNAVAILABLE_MESSAGE).not.toMatch(DEVELOPER_TEXT);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('passwordKey'));
      expect(notices).toEqual([{ level: 'error', text: SIGN_IN_UNAVAILABLE_MESSAGE }]);
    } finally {
      setRuntimeConfig(shipped);
      setNotifier(null);
    }
  });
});
