import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext({ baseURL: 'http://127.0.0.1:4390' });
  const p = await ctx.newPage();
  let t = Date.now();
  await p.goto('/#/login');
  await p.waitForFunction(() => window.__HPC_MOCKS__ !== undefined, null, { timeout: 60000 });
  await p.getByText('账号登录').waitFor();
  const first = Date.now() - t;
  t = Date.now();
  await p.reload();
  await p.waitForFunction(() => window.__HPC_MOCKS__ !== undefined, null, { timeout: 60000 });
  await p.getByText('账号登录').waitFor();
  console.log(process.argv[2], 'fresh', first, 'reload', Date.now() - t);
  await ctx.close();
}
await b.close();
