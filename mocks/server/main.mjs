#!/usr/bin/env node
/**
 * npm run mock:server — the standalone mock server (README "Mock server").
 *
 *   MOCK_SERVER_PORT   port (default 4300; 0 picks a free one)
 *   MOCK_SERVER_HOST   interface (default 127.0.0.1; 0.0.0.0 to reach it from other machines)
 *   MOCK_SERVER_DIST   build served at / (default dist-real: npm run build:real)
 *   MOCK_SERVER_STATE  JSON file keeping data and faults across restarts (default: memory only)
 *   MOCK_SERVER_CONTROL_TOKEN  the token the /__mocks control calls need in X-Mock-Control-Token
 *                      (default: a random one, printed below)
 *
 * The mock backend is TypeScript written for Vite (import.meta.glob over the page configs, the
 * form-validator virtual modules): it is bundled once by Vite with the project's plugin and
 * cached (generators/loadBundle.mjs), then served by plain node:http.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadBundle } from '../../generators/loadBundle.mjs';

const started = performance.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {{ module: typeof import('./server'), cached: boolean }} */
const { module: { startMockServer }, cached, cacheDir } = await loadBundle(root, 'mocks/server/server.ts', 'server');

const running = await startMockServer({
  port: Number(process.env.MOCK_SERVER_PORT ?? 4300),
  host: process.env.MOCK_SERVER_HOST ?? '127.0.0.1',
  root,
  distDir: process.env.MOCK_SERVER_DIST || 'dist-real',
  stateFile: process.env.MOCK_SERVER_STATE || undefined,
  seedCacheFile: join(cacheDir, 'seed.bin'),
  controlToken: process.env.MOCK_SERVER_CONTROL_TOKEN || undefined,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`模拟后端已启动：${running.url}（用时 ${seconds} s${cached ? '' : '，含打包'}）`);
console.log(running.servesApp
  ? `  控制台（${process.env.MOCK_SERVER_DIST || 'dist-real'}）：${running.url}/`
  : `  未找到 ${process.env.MOCK_SERVER_DIST || 'dist-real'}：只提供接口（npm run build:real 后重启即可同时提供控制台）`);
console.log(`  接口：${running.url}/api/…   控制：${running.url}/__mocks`);
console.log(process.env.MOCK_SERVER_CONTROL_TOKEN
  ? '  控制令牌：取自 MOCK_SERVER_CONTROL_TOKEN（请求头 X-Mock-Control-Token）'
  : `  控制令牌（请求头 X-Mock-Control-Token）：${running.controlToken}`);
if (process.env.MOCK_SERVER_STATE) console.log(`  数据保存在 ${process.env.MOCK_SERVER_STATE}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
