import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchCustomers } from './benchCustomers.mjs';
import { installProbe, pageChange, ROW_SELECTOR, settle } from './pageProbe.mjs';
import { startPreview } from './storageBench.mjs';

const dir = process.argv[2] ?? 'test-results/bench-nomin';
const port = 4399;
const stop = await startPreview(dir, port);
const appUrl = `http://127.0.0.1:${port}`;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'pcprof-')), { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
try {
  await context.addInitScript(installProbe, ROW_SELECTOR);
  const page = await context.newPage();
  await page.goto(`${appUrl}/#/login`);
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
  const records = benchCustomers();
  await page.evaluate(async (rows) => {
    const mocks = window.__HPC_MOCKS__;
    await mocks.reset();
    localStorage.clear();
    const collection = mocks.db.collection('crud.customer');
    collection.restore({ records: rows, nextSeq: rows[rows.length - 1].id + 1 });
    await mocks.flush();
  }, records);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await page.waitForURL(/#\/application-admin\//);
  await page.goto(`${appUrl}/#/operation-center/customer/customer-info`);
  await page.waitForFunction(() => window.__bench && window.__bench.firstRow !== null);
  const next = '.hpc-list-pagination .ant-pagination-next button';
  const args = { rowSelector: ROW_SELECTOR, nextSelector: next, listPath: '/api/operation-management/v1/customer/page', pageQuery: 'pageSize=20' };
  for (let i = 0; i < 3; i += 1) { await page.evaluate(settle, {}); await page.evaluate(pageChange, args); }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const times = [];
  let profileMs = 0;
  for (let i = 0; i < 12; i += 1) {
    await page.evaluate(settle, {});
    const events = [];
    if (process.env.TRACE) {
      cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
      await page.evaluate(() => performance.mark('change-start'));
    }
    if (process.env.PROFILE) await cdp.send('Profiler.start');
    const r = await page.evaluate(pageChange, args);
    if (process.env.PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`/tmp/pc-${i}.cpuprofile`, JSON.stringify(profile));
    }
    if (process.env.TRACE) {
      const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await ended;
      cdp.removeAllListeners('Tracing.dataCollected');
      writeFileSync(`/tmp/pct-${i}.json`, JSON.stringify({ events, r }));
    }
    times.push(`${r.domMs.toFixed(1)}/${r.ms.toFixed(1)}${r.requestStartMs === null ? '' : '*'}`);
    profileMs += r.ms;
  }
  console.log('page changes ms', times.join(' '));
} finally {
  await context.close();
  stop();
}
