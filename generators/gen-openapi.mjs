#!/usr/bin/env node
/**
 * npm run gen:openapi — writes schemas/generated/openapi.json (OpenAPI 3.1) from the endpoint
 * families of the page configs, the entities, the backend dialect and the hand-written handlers'
 * access table (generators/openapi/). Run it after changing pages, entities or hand-written
 * handlers; tests/integration/openapi fails while the file is stale.
 *   --check   exit 1 when the file differs from what would be written
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from './loadBundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The sources are TypeScript written for Vite (import.meta.glob over schemas/): bundled once, cached.
/** @type {{ module: typeof import('./openapi/generateOpenApi') }} */
const { module } = await loadBundle(root, 'generators/openapi/generateOpenApi.ts', 'openapi');
const { text, counts, conflicts } = module.generateOpenApi();
const file = join(root, module.OPENAPI_FILE);
for (const conflict of conflicts) console.error(`${conflict}：多个接口族声明了同一个调用，只有第一个生效`);

if (process.argv.includes('--check')) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current !== text) {
    console.error(`${module.OPENAPI_FILE} ${current === null ? '不存在' : '已过期'}：请运行 npm run gen:openapi`);
    process.exit(1);
  }
  console.log(`${module.OPENAPI_FILE} 是最新的（${counts.paths} 个路径，${counts.operations} 个操作）`);
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`已生成 ${module.OPENAPI_FILE}（${counts.paths} 个路径，${counts.operations} 个操作）`);
}
process.exit(conflicts.length === 0 ? 0 : 1);
