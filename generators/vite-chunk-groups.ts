import { dirname, join, resolve } from 'node:path';

/** What rolldown's group `name` function is given to walk the module graph (a subset of its ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * Barrel modules re-export a whole library; the graph says a module imports the barrel, not which
 * of its parts. The walk follows only the parts a module names: `import { Button } from 'antd'` reaches
 * antd/es/button, `import { UserOutlined } from '@ant-design/icons'` that one icon. Parts are found
 * next to the barrel's own id (a real path), so a checkout whose node_modules is a link to another
 * tree walks the same modules as any other.
 */
const BARRELS: readonly { id: RegExp; from: string; part: (barrel: string, name: string) => string }[] = [
  { id: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/, from: 'antd', part: (barrel, name) => join(dirname(barrel), kebab(name), 'index.js') },
  { id: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/, from: '@ant-design/icons', part: (barrel, name) => join(dirname(barrel), 'icons', `${name}.js`) },
];

const kebab = (name: string) => name.replace(/^QRCode$/, 'QrCode').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The names a module's code imports from `from` (value imports; types are gone from transformed code). */
function namedImports(code: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from.replace(/[/.]/g, '\\$&')}["']`, 'g');
  for (const match of code.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The app's root: every route (the login page and the portal included) loads it and all it
 * imports statically. Deeper layers (the shell, the list renderer) are not grouped: rolldown puts
 * a group's dependencies in the group too, so a module the shell shares with the login page made
 * the login route download the whole shell (tried: login 290 → 389 KiB).
 */
const APP_ROOT = 'src/app/App.tsx';

/** The entry's own modules stay in the entry chunk (the boot code runs before the app chunk loads). */
const ENTRY = 'src/main.tsx';

/** Virtual modules (the bundler's runtime, generated validators) keep the automatic split. */
const VIRTUAL = /^\0/;

/** The modules `root` reaches by static imports, minus `skip` and `leaveOut` (which are not walked either). */
function staticClosure(graph: ModuleGraph, root: string, base: string, skip: ReadonlySet<string> = new Set(), leaveOut?: RegExp): Set<string> {
  const into = new Set<string>();
  const stack = [resolve(base, root)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (into.has(id) || skip.has(id) || leaveOut?.test(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    into.add(id);
    for (const next of info.importedIds) {
      const barrel = BARRELS.find((b) => b.id.test(next));
      if (!barrel) stack.push(next);
      else for (const name of namedImports(info.code ?? '', barrel.from)) stack.push(barrel.part(next, name));
    }
  }
  return into;
}

/**
 * A rolldown `codeSplitting.groups[].name` function putting what the app root imports statically
 * (react, the router, antd's core and the components the root draws) into one `app` chunk.
 * Without it the automatic split cut that code into some forty files (antd's internals shared by
 * many lazy chunks land in a chunk per sharing pattern): on HTTP/1.1 they queue six at a time, and
 * gzip compresses each small file on its own. Every other module keeps the automatic split.
 *
 * `leaveOut`: packages neither put in the group nor walked. The walk follows every re-export of
 * an index it reaches, so a package the root uses one export of (antd's Modal imports
 * rc-field-form's index for a context) would otherwise be named whole, and join every route.
 */
export function appRootChunkName(root = process.cwd(), leaveOut?: RegExp) {
  let app: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    app ??= staticClosure(graph, APP_ROOT, root, staticClosure(graph, ENTRY, root), leaveOut);
    return !VIRTUAL.test(id) && app.has(id) ? 'app' : null;
  };
}
