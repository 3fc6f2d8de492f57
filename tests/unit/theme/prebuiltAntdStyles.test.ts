// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ANTD_STYLES_LINK_ID, applyPrebuiltAntdStyles } from '../../../src/core/theme/prebuiltAntdStyles';

function addPreload(href: string): void {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'style';
  preload.href = href;
  preload.id = ANTD_STYLES_LINK_ID;
  document.head.append(preload);
}

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPrebuiltAntdStyles', () => {
  it('does nothing where the page links no prebuilt sheet (dev server, tests)', async () => {
    await applyPrebuiltAntdStyles();
    expect(sheets()).toEqual([]);
  });

  it('applies the preloaded sheet first in <head>, before the app CSS that overrides it, and waits for it', async () => {
    const app = document.createElement('link');
    app.rel = 'stylesheet';
    app.href = 'http://localhost/assets/index.css';
    document.head.append(app);
    addPreload('http://localhost/assets/antd-1234abcd.css');

    let applied = false;
    const done = applyPrebuiltAntdStyles().then(() => {
      applied = true;
    });
    const [first, second] = sheets();
    expect(first?.href).toBe('http://localhost/assets/antd-1234abcd.css');
    expect(second).toBe(app);
    await Promise.resolve();
    expect(applied).toBe(false); // the app mounts only once antd can find the sheet's styles
    first?.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
  });

  it('lets the app start when the sheet fails to load (antd then writes its styles itself)', async () => {
    addPreload('http://localhost/assets/antd-missing.css');
    const done = applyPrebuiltAntdStyles();
    sheets()[0]?.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });
});
