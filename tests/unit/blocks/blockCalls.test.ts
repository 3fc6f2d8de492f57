/**
 * The calls a block page makes beyond a plain read (src/renderer/blocks/blockQueries.ts,
 * blockActions.ts): a read's address values in its path or query, its search text, its poll
 * interval while a condition holds; an action step's request (path placeholder, query, body) from
 * the item it is on.
 */
import { describe, expect, it } from 'vitest';
import type { BlockSource } from '../../../src/pageLanguage/blocks';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { stepRequest } from '../../../src/renderer/blocks/blockActions';
import { blockCall, blockReadQuery } from '../../../src/renderer/blocks/blockQueries';
import { iconUrl } from '../../../src/renderer/blocks/blockIcon';

const job: BlockSource = {
  path: '/api/x/v1/job/{id}', query: { view: 'full' }, ranged: false, grants: null,
  address: { params: { id: 'id', tab: 'tab' }, missing: '未指定作业' },
  poll: { seconds: 5, while: { field: 'status', in: ['PENDING', 'RUNNING'] } },
  search: { param: 'keyword', label: '名称' },
};

describe('a read over the address', () => {
  it('fills the path from the address, sends other address values and the search text in the query', () => {
    expect(blockCall(job, job.query, new URLSearchParams('id=28&tab=log'), '')).toEqual({ path: '/api/x/v1/job/28', params: { view: 'full', tab: 'log' } });
    expect(blockCall(job, job.query, new URLSearchParams('id=a/b&tab=1'), 'lammps')).toEqual({ path: '/api/x/v1/job/a%2Fb', params: { view: 'full', tab: '1', keyword: 'lammps' } });
  });

  it('is not made while the address lacks a value it needs (blank counts as lacking)', () => {
    expect(blockCall(job, job.query, new URLSearchParams('tab=log'), '')).toBeNull();
    expect(blockCall(job, job.query, new URLSearchParams('id=%20&tab=log'), '')).toBeNull();
  });

  it('is read again every 5 s while the job is queued or running, and not once it has ended', () => {
    const interval = blockReadQuery({ base: '/api/x/v1' }, job, { path: '/api/x/v1/job/28', params: {} }).refetchInterval as (query: { state: { data: unknown } }) => number | false;
    expect(interval({ state: { data: undefined } })).toBe(false);
    expect(interval({ state: { data: { status: 'PENDING' } } })).toBe(5000);
    expect(interval({ state: { data: { status: 'RUNNING' } } })).toBe(5000);
    expect(interval({ state: { data: { status: 'COMPLETED' } } })).toBe(false);
    expect(blockReadQuery({ base: '/api/x/v1' }, { ...job, poll: undefined }, { path: '/p', params: {} }).refetchInterval).toBe(false);
  });
});

const family = {
  title: '应用', base: '/api/x/v1/app',
  operations: [
    { name: 'put-use', method: 'PUT', path: 'use/{id}', summary: '使用', access: { signedIn: '自己' } },
    { name: 'put-un', method: 'PUT', path: 'un', summary: '退订', access: { signedIn: '自己' }, body: { schema: { type: 'object', properties: { id: { type: 'integer' } } } } },
    { name: 'get-check', method: 'GET', path: '/api/y/v1/check', summary: '校验', access: { signedIn: '自己' }, query: { appId: { type: 'integer' } } },
    { name: 'delete-video', method: 'DELETE', path: 'video/{id}', summary: '删除', access: { signedIn: '自己' } },
  ],
} as unknown as FamilyDeclaration;

describe('an action step on an item', () => {
  const item = { id: 7, appId: 42, app: { name: 'LAMMPS' } };
  it('fills a path placeholder, sends a read’s parameters in the query and a write’s in the body', () => {
    expect(stepRequest(family, { operation: 'put-use', params: { id: 'id' } }, item)).toEqual({ method: 'PUT', path: '/api/x/v1/app/use/7', query: {}, json: {} });
    expect(stepRequest(family, { operation: 'put-un', params: { id: 'id' } }, item)).toEqual({ method: 'PUT', path: '/api/x/v1/app/un', query: {}, json: { id: 7 } });
    expect(stepRequest(family, { operation: 'get-check', params: { appId: 'appId' } }, item)).toEqual({ method: 'GET', path: '/api/y/v1/check', query: { appId: 42 }, json: undefined });
    expect(stepRequest(family, { operation: 'delete-video', params: { id: 'id' } }, item)).toEqual({ method: 'DELETE', path: '/api/x/v1/app/video/7', query: {}, json: undefined });
  });

  it('refuses an item without the value a parameter needs, and an operation the family lacks', () => {
    expect(() => stepRequest(family, { operation: 'put-use', params: { id: 'missing' } }, item)).toThrow('该记录缺少所需信息，无法执行此操作');
    expect(() => stepRequest(family, { operation: 'nope' }, item)).toThrow('接口族 应用 没有操作 nope');
  });
});

describe('a card’s picture', () => {
  it('is the address of the image operation with the item’s values in its path or query, none without them', () => {
    const images = { ...family, operations: [...family.operations!, { name: 'get-icon', method: 'GET', path: 'icon/{id}', summary: '图标', access: { public: '图片' }, query: { size: { type: 'integer' } } }] } as unknown as FamilyDeclaration;
    expect(iconUrl(images, { operation: 'get-icon', params: { id: 'appId' } }, { appId: 42 })).toMatch(/\/api\/x\/v1\/app\/icon\/42$/);
    expect(iconUrl(images, { operation: 'get-icon', params: { id: 'appId', size: 'id' } }, { appId: 42, id: 7 })).toMatch(/\/api\/x\/v1\/app\/icon\/42\?size=7$/);
    expect(iconUrl(images, { operation: 'get-icon', params: { id: 'appId' } }, { name: 'x' })).toBeNull();
  });
});
