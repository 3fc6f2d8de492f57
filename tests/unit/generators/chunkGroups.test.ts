import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRootChunkName } from '../../../generators/vite-chunk-groups';

const ROOT = '/app';
const at = (path: string) => resolve(ROOT, path);

/** A module graph as rolldown's chunking context gives it: ids, static imports and transformed code. */
function graphOf(modules: Record<string, { imports?: string[]; code?: string }>) {
  return {
    getModuleInfo(id: string) {
      const key = Object.keys(modules).find((path) => at(path) === id);
      if (key === undefined) return null;
      return { importedIds: (modules[key]!.imports ?? []).map(at), code: modules[key]!.code ?? '' };
    },
  };
}

const graph = graphOf({
  'src/main.tsx': { imports: ['src/app/bootstrap.ts'] },
  'src/app/bootstrap.ts': { imports: ['src/core/config.ts'] },
  'src/core/config.ts': {},
  'src/app/App.tsx': {
    imports: ['node_modules/antd/es/index.js', 'src/core/config.ts', 'src/app/router.tsx', 'node_modules/@ant-design/icons/es/index.js'],
    code: 'import { App as AntApp, ConfigProvider } from "antd";\nimport { UserOutlined } from "@ant-design/icons";\nimport { x } from "./router";',
  },
  'src/app/router.tsx': { imports: ['node_modules/react-router/index.mjs', 'node_modules/rc-field-form/es/index.js'] },
  'node_modules/rc-field-form/es/index.js': { imports: ['node_modules/rc-field-form/es/Form.js'] },
  'node_modules/rc-field-form/es/Form.js': {},
  'node_modules/react-router/index.mjs': {},
  'node_modules/antd/es/index.js': {
    imports: ['node_modules/antd/es/app/index.js', 'node_modules/antd/es/config-provider/index.js', 'node_modules/antd/es/table/index.js', 'node_modules/antd/es/menu/index.js'],
  },
  'node_modules/antd/es/app/index.js': {},
  'node_modules/antd/es/config-provider/index.js': {},
  'node_modules/antd/es/table/index.js': {},
  'node_modules/antd/es/menu/index.js': { imports: ['node_modules/rc-menu/es/index.js'] },
  'node_modules/rc-menu/es/index.js': {},
  'node_modules/@ant-design/icons/es/index.js': { imports: ['node_modules/@ant-design/icons/es/icons/UserOutlined.js', 'node_modules/@ant-design/icons/es/icons/BellOutlined.js'] },
  'node_modules/@ant-design/icons/es/icons/UserOutlined.js': {},
  'node_modules/@ant-design/icons/es/icons/BellOutlined.js': {},
  'src/shell/layout/BackstageLayout.tsx': { imports: ['node_modules/antd/es/index.js'], code: 'import { Menu } from "antd";' },
});

describe('appRootChunkName', () => {
  const name = appRootChunkName(ROOT);
  const chunkOf = (path: string) => name(at(path), graph);

  it('puts what the app root imports statically into the app chunk', () => {
    expect(chunkOf('src/app/App.tsx')).toBe('app');
    expect(chunkOf('src/app/router.tsx')).toBe('app');
    expect(chunkOf('node_modules/react-router/index.mjs')).toBe('app');
  });

  it('follows only the parts of a barrel that the root names', () => {
    expect(chunkOf('node_modules/antd/es/app/index.js')).toBe('app');
    expect(chunkOf('node_modules/antd/es/config-provider/index.js')).toBe('app');
    expect(chunkOf('node_modules/@ant-design/icons/es/icons/UserOutlined.js')).toBe('app');
    // Named only by a lazily loaded layout, or by nobody: left to the automatic split.
    expect(chunkOf('node_modules/antd/es/menu/index.js')).toBeNull();
    expect(chunkOf('node_modules/rc-menu/es/index.js')).toBeNull();
    expect(chunkOf('node_modules/antd/es/table/index.js')).toBeNull();
    expect(chunkOf('node_modules/@ant-design/icons/es/icons/BellOutlined.js')).toBeNull();
    expect(chunkOf('src/shell/layout/BackstageLayout.tsx')).toBeNull();
  });

  it('leaves the entry’s modules and virtual modules alone', () => {
    expect(chunkOf('src/main.tsx')).toBeNull();
    expect(chunkOf('src/app/bootstrap.ts')).toBeNull();
    // Imported by the root too, but the entry runs before the app chunk loads.
    expect(chunkOf('src/core/config.ts')).toBeNull();
    expect(name('\0rolldown/runtime.js', graph)).toBeNull();
  });

  it('neither groups nor walks the packages it is told to leave out (tree-shaking decides what of them stays)', () => {
    const leaving = appRootChunkName(ROOT, /[\\/]node_modules[\\/]rc-field-form[\\/]/);
    expect(leaving(at('node_modules/rc-field-form/es/index.js'), graph)).toBeNull();
    expect(leaving(at('node_modules/rc-field-form/es/Form.js'), graph)).toBeNull();
    expect(leaving(at('src/app/router.tsx'), graph)).toBe('app');
    // Without it, the whole package is in the group.
    expect(chunkOf('node_modules/rc-field-form/es/Form.js')).toBe('app');
  });
});

describe('appRootChunkName in a checkout whose node_modules is a link', () => {
  it('finds a barrel’s parts next to the barrel’s real path, as in any other checkout', () => {
    // The source tree at /copy; its node_modules resolve (realpath) to /shared/node_modules.
    const real = (path: string) => (path.startsWith('node_modules/') ? resolve('/shared', path) : resolve('/copy', path));
    const modules: Record<string, { imports?: string[]; code?: string }> = {
      'src/main.tsx': {},
      'src/app/App.tsx': { imports: ['node_modules/antd/es/index.js'], code: 'import { Button } from "antd";' },
      'node_modules/antd/es/index.js': { imports: ['node_modules/antd/es/button/index.js', 'node_modules/antd/es/table/index.js'] },
      'node_modules/antd/es/button/index.js': {},
      'node_modules/antd/es/table/index.js': {},
    };
    const linked = {
      getModuleInfo(id: string) {
        const key = Object.keys(modules).find((path) => real(path) === id);
        return key === undefined ? null : { importedIds: (modules[key]!.imports ?? []).map(real), code: modules[key]!.code ?? '' };
      },
    };
    const name = appRootChunkName('/copy');
    expect(name(real('node_modules/antd/es/button/index.js'), linked)).toBe('app');
    expect(name(real('node_modules/antd/es/table/index.js'), linked)).toBeNull();
  });
});
