// @vitest-environment jsdom
import { withNodeBlobs } from './nodeBlobs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTar } from 'nanotar';
import { strToU8, zipSync } from 'fflate';
import { HOME, storageClient, type StorageClient } from './mockClient';
import { HOSTILE_ZIP_NAME, hostileZip } from '../../support/storageFixtures';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

interface Entry { name: string; path: string; type: number; uid: number; gid: number; perm: string; size: number }

const names = async (client: StorageClient, dir: string) =>
  (await client.get<Entry[]>('dir_info', { dir, show_hidden: 'show' })).spec.map((e) => e.name);
const entry = async (client: StorageClient, dir: string, name: string) =>
  (await client.get<Entry[]>('dir_info', { dir })).spec.find((e) => e.name === name);

async function run(client: StorageClient, body: Record<string, unknown>, query?: Record<string, string>) {
  const started = await client.opt(body, query);
  expect(started).toMatchObject({ code: 200 });
  const frames = await client.follow(started.spec.id);
  const last = frames[frames.length - 1];
  if (!last) throw new Error('no frames');
  return { id: started.spec.id, frames, last };
}

async function upload(client: StorageClient, path: string, bytes: Uint8Array, overwrite = false) {
  const blob = new Blob([bytes.slice()]);
  return client.upload(path, blob, { index: 0, start: 0, total: bytes.length }, overwrite);
}

describe('storage mock: quick operations', () => {
  it('creates a folder, renames it and changes its permission (types 3, 4, 5)', async () => {
    const client = await storageClient('admin');
    const made = await run(client, { type: 3, target: [`${HOME}/新建目录`] });
    expect(made.frames.map((f) => f.message)).toEqual([`已创建文件夹 ${HOME}/新建目录`, '操作成功']);
    expect(await client.opt({ type: 3, target: [`${HOME}/新建目录`] })).toMatchObject({ code: 409 });
    await run(client, { type: 4, from: [`${HOME}/新建目录`], target: [`${HOME}/算例`] });
    expect(await names(client, HOME)).toContain('算例');
    await run(client, { type: 5, target: [`${HOME}/算例`] }, { mod: '700' });
    expect((await entry(client, HOME, '算例'))?.perm).toBe('drwx------');
    expect(await client.opt({ type: 5, target: [`${HOME}/算例`] }, { mod: '8x9' })).toMatchObject({ code: 400 });
  });

  it('refuses chmod on a colleague\'s files until restore owner (type 6)', async () => {
    const client = await storageClient('admin');
    const shared = `${HOME}/共享数据/参考结构.cif`;
    expect(await client.opt({ type: 5, target: [shared] }, { mod: '600' })).toMatchObject({ code: 403 });
    const restored = await run(client, { type: 6, target: [`${HOME}/共享数据`] });
    expect(restored.last).toMatchObject({ code: 200, done: true });
    expect((await entry(client, `${HOME}/共享数据`, '参考结构.cif'))).toMatchObject({ uid: 20001, gid: 20001 });
    await run(client, { type: 5, target: [shared] }, { mod: '600' });
    expect((await entry(client, `${HOME}/共享数据`, '参考结构.cif'))?.perm).toBe('-rw-------');
  });
});

describe('storage mock: asynchronous operations', () => {
  it('copies into a folder with progress lines, then deletes (types 2, 1)', async () => {
    const client = await storageClient('admin');
    await run(client, { type: 3, target: [`${HOME}/备份`] });
    const copied = await run(client, { type: 2, from: [`${HOME}/README.txt`, `${HOME}/results`], target: [`${HOME}/备份`] });
    expect(copied.frames.length).toBeGreaterThan(2);
    expect(copied.last).toMatchObject({ code: 200, done: true });
    expect(await names(client, `${HOME}/备份`)).toEqual(expect.arrayContaining(['README.txt', 'results']));
    const again = await run(client, { type: 2, from: [`${HOME}/README.txt`], target: [`${HOME}/备份`] });
    expect(again.last.code).toBe(200);
    expect(await names(client, `${HOME}/备份`)).toContain('README (1).txt');
    expect(await client.opt({ type: 2, from: [`${HOME}/备份`], target: [`${HOME}/备份/results`] })).toMatchObject({ code: 400 });
    const deleted = await run(client, { type: 1, target: [`${HOME}/备份`] });
    expect(deleted.last).toMatchObject({ code: 200 });
    expect(await names(client, HOME)).not.toContain('备份');
    expect(await client.opt({ type: 1, target: [HOME] })).toMatchObject({ code: 403 });
  });

  it('copies and deletes inside the generated 100,000-entry directory', async () => {
    const client = await storageClient('admin');
    await run(client, { type: 1, target: [`${HOME}/output_100k/step_000002.log`] });
    const listing = await client.get<Entry[]>('dir_info', { dir: `${HOME}/output_100k` });
    expect(listing.total).toBe(99_999);
    expect(listing.spec.map((e) => e.name)).not.toContain('step_000002.log');
  });

  it('packs a real tar that nanotar and GNU tar read, and unpacks it again (types 7, 8)', async () => {
    const client = await storageClient('admin');
    const packed = await run(client, { type: 7, from: [`${HOME}/results`, `${HOME}/作业脚本`], target: [`${HOME}/归档.tar`] });
    expect(packed.last).toMatchObject({ code: 200 });
    expect(packed.frames.some((f) => f.message === '添加 results/energy.log')).toBe(true);
    const bytes = new Uint8Array(await (await client.raw('download', { file: `${HOME}/归档.tar` })).arrayBuffer());
    const items = parseTar(bytes);
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['results/', 'results/energy.log', '作业脚本/run_vasp.slurm']));
    const log = items.find((i) => i.name === 'results/energy.log');
    const original = new Uint8Array(await (await client.raw('download', { file: `${HOME}/results/energy.log` })).arrayBuffer());
    expect(log?.data).toEqual(original);
    // GNU tar agrees it is a valid archive (names, sizes, link-free).
    const dir = mkdtempSync(join(tmpdir(), 'pack-'));
    writeFileSync(join(dir, 'a.tar'), bytes);
    const listing = execFileSync('tar', ['-tf', join(dir, 'a.tar')], { encoding: 'utf8' });
    expect(listing.split('\n')).toEqual(expect.arrayContaining(['results/温度分布.png', '作业脚本/run_gromacs.sh']));
    rmSync(dir, { recursive: true });

    await run(client, { type: 3, target: [`${HOME}/解包`] });
    const unpacked = await run(client, { type: 8, from: [`${HOME}/归档.tar`], target: [`${HOME}/解包`] });
    expect(unpacked.last).toMatchObject({ code: 200 });
    expect(await names(client, `${HOME}/解包`)).toEqual(expect.arrayContaining(['results', '作业脚本']));
    const copy = new Uint8Array(await (await client.raw('download', { file: `${HOME}/解包/results/温度分布.png` })).arrayBuffer());
    const png = new Uint8Array(await (await client.raw('download', { file: `${HOME}/results/温度分布.png` })).arrayBuffer());
    expect(copy).toEqual(png);
  });

  it('unpacks a zip and refuses other formats', async () => {
    const client = await storageClient('admin');
    const done = await run(client, { type: 8, from: [`${HOME}/examples.zip`], target: [HOME] });
    expect(done.last).toMatchObject({ code: 200 });
    expect(await names(client, `${HOME}/examples`)).toEqual(expect.arrayContaining(['hello_mpi.c', 'Makefile', '说明.txt']));
    expect(await client.opt({ type: 8, from: [`${HOME}/README.txt`], target: [HOME] })).toEqual({ code: 400, info: '仅支持 zip 和 tar 格式的文件解压' });
  });

  it('refuses a Zip Slip archive as a whole and records the failure', async () => {
    const client = await storageClient('admin');
    await run(client, { type: 3, target: [`${HOME}/unzip-here`] });
    expect((await upload(client, `${HOME}/${HOSTILE_ZIP_NAME}`, hostileZip())).code).toBe(200);
    const before = (await client.get<unknown[]>('opt', { page: '1', limit: '10', order_by: 'id' })).total ?? 0;
    const result = await run(client, { type: 8, from: [`${HOME}/${HOSTILE_ZIP_NAME}`], target: [`${HOME}/unzip-here`] });
    expect(result.last).toMatchObject({ code: 500, done: true, message: '压缩包中的条目“../../逃逸.txt”指向解压目录之外（Zip Slip），已拒绝解压' });
    expect(await names(client, `${HOME}/unzip-here`)).toEqual([]);
    expect(await names(client, HOME)).not.toContain('逃逸.txt');
    const records = await client.get<{ id: number; type: number; status: number; from: string }[]>('opt', { page: '1', limit: '10', order_by: 'id' });
    expect(records.total).toBe(before + 1);
    expect(records.spec[0]).toMatchObject({ type: 8, status: 3 });
    expect(JSON.parse(records.spec[0]?.from ?? '[]')).toEqual([{ path: `${HOME}/${HOSTILE_ZIP_NAME}` }]);
  });

  it('refuses absolute and link-walking archive entries too', async () => {
    const client = await storageClient('admin');
    const absolute = zipSync({ '/tmp/evil.sh': strToU8('echo pwned') });
    expect((await upload(client, `${HOME}/abs.zip`, absolute)).code).toBe(200);
    expect((await run(client, { type: 8, from: [`${HOME}/abs.zip`], target: [HOME] })).last.code).toBe(500);
    // "scratch" is a link in the home directory: an entry under it must not be written through it.
    const viaLink = zipSync({ 'scratch/planted.txt': strToU8('x') });
    expect((await upload(client, `${HOME}/link.zip`, viaLink)).code).toBe(200);
    const refused = await run(client, { type: 8, from: [`${HOME}/link.zip`], target: [HOME] });
    expect(refused.last.code).toBe(500);
    expect(refused.last.message).toContain('符号链接');
    expect(await names(client, '/public/scratch/hpc_admin')).not.toContain('planted.txt');
  });

  it('lists and deletes operation records', async () => {
    const client = await storageClient('admin');
    const list = await client.get<{ id: number; type: number; status: number }[]>('opt', { page: '1', limit: '10', order_by: 'id' });
    expect(list.total).toBe(2);
    expect(list.spec.map((r) => r.status).sort()).toEqual([3, 4]);
    const id = list.spec[0]?.id ?? 0;
    const response = await fetch(`http://localhost:3000/api/operation-management/v1/starlight/api/storage/opt/${id}`, { method: 'DELETE', headers: client.headers() });
    expect(await response.json()).toMatchObject({ code: 200 });
    expect((await client.get('opt', { page: '1', limit: '10' })).total).toBe(1);
  });
});

describe('storage mock: chunked upload', () => {
  // Node's multipart parser is far slower than a browser's on 5 MB parts; the server does not
  // insist on the client's chunk size, so these tests use 64 KiB chunks (e2e uses the real 5 MB).
  const CHUNK = 64 * 1024;

  it('assembles chunks in Content-Range order, refuses gaps and accepts a resend', async () => {
    const client = await storageClient('admin');
    const size = 2 * CHUNK + 1000;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (i * 7) % 251;
    const blob = new Blob([bytes]);
    const path = `${HOME}/big.bin`;
    const send = (index: number) => client.upload(path, blob.slice(index * CHUNK, Math.min(size, (index + 1) * CHUNK)), { index, start: index * CHUNK, total: size });
    expect(await send(0)).toMatchObject({ code: 200, spec: { complete: false } });
    expect(await send(2)).toMatchObject({ code: 400 });
    expect(await send(0)).toMatchObject({ code: 200 }); // index 0 restarts the upload
    expect(await send(1)).toMatchObject({ code: 200, spec: { complete: false } });
    expect(await send(1)).toMatchObject({ code: 200 }); // a resend of the last chunk
    expect(await names(client, HOME)).not.toContain('big.bin');
    expect(await send(2)).toMatchObject({ code: 200, spec: { complete: true } });
    const back = new Uint8Array(await (await client.raw('download', { file: path })).arrayBuffer());
    expect(back.length).toBe(size);
    expect(back).toEqual(bytes);
  });

  it('asks before overwriting and overwrites with overwrite=true', async () => {
    const client = await storageClient('admin');
    const path = `${HOME}/README.txt`;
    expect(await upload(client, path, strToU8('new'))).toEqual({ code: 409, info: '文件已存在' });
    expect(await upload(client, path, strToU8('new'), true)).toMatchObject({ code: 200, spec: { complete: true } });
    expect(await (await client.raw('download', { file: path })).text()).toBe('new');
  });

  it('checks Content-Range against the chunk', async () => {
    const client = await storageClient('admin');
    const chunk = new Blob([strToU8('hello')]);
    expect(await client.upload(`${HOME}/x.txt`, chunk, { index: 0, start: 0, total: 4 })).toMatchObject({ code: 400 });
    expect(await client.upload(`${HOME}/../x.txt`, chunk, { index: 0, start: 0, total: 5 })).toMatchObject({ code: 403 });
    expect(await client.upload(`${HOME}/empty.txt`, new Blob([]), { index: 0, start: 0, total: 0 })).toMatchObject({ code: 200, spec: { complete: true } });
  });
});
