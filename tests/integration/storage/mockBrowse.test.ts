import { withNodeBlobs } from './nodeBlobs';
import { describe, expect, it } from 'vitest';
import { ORIGIN, authed, login } from '../mocks/support';
import { BASE, HOME, SCRATCH, storageClient, type Envelope } from './mockClient';
import { HTML_FILE_BODY, HTML_FILE_NAME } from '../../support/storageFixtures';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

interface Entry { name: string; path: string; type: number; uid: number; gid: number; perm: string; size: number; time: string }

describe('storage mock: token, roots and listings', () => {
  it('issues an xg-token and lists the roots with the default directory', async () => {
    const client = await storageClient('admin');
    expect(client.xg).toMatch(/^xg-/);
    const roots = await client.get<string[]>('user_storage_path');
    expect(roots).toMatchObject({ code: 200, spec: [HOME, SCRATCH], default_path: HOME });
  });

  it('answers the spec text for a user without an HPC account', async () => {
    // newuser: a personal user (the storage page's code) with no HPC account bound.
    const { access_token: token } = await login('newuser');
    const body = (await (await fetch(`${ORIGIN}${BASE}/user_storage_path`, authed(token))).json()) as Envelope;
    expect(body).toEqual({ code: 500, info: '当前未绑定HPC账号，请刷新页面或联系平台管理员' });
  });

  it('needs a session and the xg-token', async () => {
    expect((await fetch(`${ORIGIN}${BASE}/dir_info?dir=${HOME}`)).status).toBe(401);
    const client = await storageClient('admin');
    const response = await fetch(`${ORIGIN}${BASE}/dir_info?dir=${encodeURIComponent(HOME)}`, authed(client.token));
    expect(await response.json()).toMatchObject({ code: 401 });
  });

  it('lists a directory newest first, with the Go time suffix, hidden files only on request', async () => {
    const client = await storageClient('admin');
    const body = new TextEncoder().encode(HTML_FILE_BODY);
    expect(await client.upload(`${HOME}/${HTML_FILE_NAME}`, new Blob([body]), { index: 0, start: 0, total: body.length })).toMatchObject({ code: 200 });
    const plain = await client.get<Entry[]>('dir_info', { dir: HOME, sort_key: 'time' });
    expect(plain.code).toBe(200);
    expect(plain.total).toBe(plain.spec.length);
    const names = plain.spec.map((e) => e.name);
    expect(names).toContain('README.txt');
    expect(names).toContain(HTML_FILE_NAME);
    expect(names).not.toContain('.bashrc');
    const readme = plain.spec.find((e) => e.name === 'README.txt');
    expect(readme).toMatchObject({ path: `${HOME}/README.txt`, type: 0, perm: '-rw-r--r--', uid: 20001, gid: 20001 });
    expect(readme?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0800 CST$/);
    const times = plain.spec.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(plain.spec.find((e) => e.name === 'scratch')).toMatchObject({ type: 1, perm: 'Lrwxrwxrwx' });
    const hidden = await client.get<Entry[]>('dir_info', { dir: HOME, show_hidden: 'show' });
    expect(hidden.spec.map((e) => e.name)).toContain('.bashrc');
  });

  it('serves the 100,000-entry directory from its formula', async () => {
    const client = await storageClient('admin');
    const big = await client.get<Entry[]>('dir_info', { dir: `${HOME}/output_100k` });
    expect(big.total).toBe(100_000);
    expect(big.spec[0]?.name).toBe('step_000001.out');
    expect(big.spec[99_999]?.name).toBe('step_100000.h5');
  });

  it('confines every path to the account roots', async () => {
    const client = await storageClient('admin');
    const refused = async (dir: string) => (await client.get('dir_info', { dir })).code;
    expect(await refused(`${HOME}/../hpc_ent01`)).toBe(403);
    expect(await refused('/public/home/hpc_ent01')).toBe(403);
    expect(await refused('/etc')).toBe(403);
    expect(await refused(`${HOME}/../../../../etc`)).toBe(403);
    expect(await refused('/../public/home/hpc_admin')).toBe(403);
    expect(await refused(`${HOME}/系统配置`)).toBe(403); // a link to /etc
    expect(await refused(`${HOME}\\..\\hpc_ent01`)).toBe(400);
    expect(await refused(`${HOME}/%2e%2e`)).toBe(404); // taken literally, never decoded twice
    expect(await refused('relative/path')).toBe(400);
    expect(await refused(`${HOME}/a\u0000b`)).toBe(400);
    expect((await client.get('view', { file: `${HOME}/../hpc_ent01/README.txt`, size: '4096', page: '1' })).code).toBe(403);
    expect((await client.raw('download', { file: '/etc/passwd' })).headers.get('content-type')).toContain('json');
    // A link inside the roots is followed.
    const viaLink = await client.get<Entry[]>('dir_info', { dir: `${HOME}/scratch` });
    expect(viaLink.spec.map((e) => e.name)).toEqual(expect.arrayContaining(['checkpoint', 'tmp']));
  });

  it('lets an administrator open another account by the acc header, and nobody else', async () => {
    const admin = await storageClient('admin', 'hpc_ent01');
    expect((await admin.get<string[]>('user_storage_path')).spec).toEqual(['/public/home/hpc_ent01', '/public/scratch/hpc_ent01']);
    const personal = await storageClient('personal', 'hpc_ent01');
    expect(await personal.get('user_storage_path')).toMatchObject({ code: 403 });
    expect(await personal.get('accounts')).toMatchObject({ code: 403 });
    const accounts = await admin.get<{ acc: string }[]>('accounts');
    expect(accounts.spec.map((a) => a.acc)).toContain('hpc_per01');
  });
});

describe('storage mock: view and download', () => {
  it('pages a text file by 4096 bytes on character boundaries', async () => {
    const client = await storageClient('admin');
    const file = `${HOME}/README.txt`;
    const first = await client.get<{ Body: string; Size: number }>('view', { file, size: '4096', page: '1' });
    const pages = Math.ceil(first.spec.Size / 4096);
    expect(pages).toBeGreaterThanOrEqual(3);
    let text = '';
    for (let page = 1; page <= pages; page += 1) {
      text += (await client.get<{ Body: string }>('view', { file, size: '4096', page: String(page) })).spec.Body;
    }
    const whole = new TextDecoder().decode(await (await client.raw('download', { file })).arrayBuffer());
    expect(text).toBe(whole);
    expect(text).not.toContain('\uFFFD');
    expect(first.spec.Body.startsWith('超算云平台')).toBe(true);
  });

  it('serves image bytes for the preview and refuses other types', async () => {
    const client = await storageClient('admin');
    const response = await client.raw('view', { file: `${HOME}/results/温度分布.png` });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await client.get('view', { file: `${HOME}/README.txt` })).toMatchObject({ code: 400 });
  });

  it('downloads a file with its name and refuses a folder', async () => {
    const client = await storageClient('admin');
    const response = await client.raw('download', { file: `${HOME}/examples.zip` });
    expect(response.headers.get('content-disposition')).toContain('examples.zip');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]);
    const folder = await client.raw('download', { file: `${HOME}/results` });
    expect(await folder.json()).toEqual({ code: 400, info: '不支持文件夹类型的下载' });
  });
});
