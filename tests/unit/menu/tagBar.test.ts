import { describe, expect, it } from 'vitest';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  emptyTagBar,
  findMenuNode,
  MAX_TAGS,
  tagBarReducer,
  tagHref,
  visitTag,
} from '../../../src/core/menu';
import type { MenuNode, TagBarState } from '../../../src/core/menu';

const page = (n: number): MenuNode => ({ title: `页面${n}`, path: `/p/${n}`, code: `p${n}`, page: `p/${n}` });
const allCodes = Array.from({ length: 20 }, (_, i) => `p${i + 1}`);

function visitAll(ns: number[], state: TagBarState = emptyTagBar): TagBarState {
  return ns.reduce((s, n) => visitTag(s, { path: `/p/${n}`, node: page(n), codes: allCodes }), state);
}
const tagPaths = (s: TagBarState) => s.tags.map((t) => t.path);

describe('tag bar (docs/behaviour §2.4)', () => {
  it('keeps 9 tags at most', () => {
    expect(MAX_TAGS).toBe(9);
    const s = visitAll([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.tags).toHaveLength(9);
    expect(s.tags[0]).toEqual({ title: '页面1', path: '/p/1', search: '' });
  });

  it('drops the oldest when a 10th page is visited', () => {
    const s = visitAll([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tagPaths(s)).toEqual(['/p/2', '/p/3', '/p/4', '/p/5', '/p/6', '/p/7', '/p/8', '/p/9', '/p/10']);
    expect(s.current).toBe('/p/10');
  });

  it('12 visits leave 9 tags', () => {
    expect(visitAll([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).tags).toHaveLength(9);
  });

  it('"oldest" means least recently visited: a revisited page survives', () => {
    const s = visitAll([1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 10]);
    expect(tagPaths(s)).toContain('/p/1');
    expect(tagPaths(s)).not.toContain('/p/2');
    expect(s.tags).toHaveLength(9);
  });

  it('does not duplicate a revisited tag, keeps its place and remembers the latest query', () => {
    let s = visitAll([1, 2, 3]);
    s = visitTag(s, { path: '/p/1?page=3&name=%E5%BC%A0', node: page(1), codes: allCodes });
    expect(tagPaths(s)).toEqual(['/p/1', '/p/2', '/p/3']);
    expect(s.current).toBe('/p/1');
    const first = s.tags[0];
    expect(first && tagHref(first)).toBe('/p/1?page=3&name=%E5%BC%A0');
  });

  it('does not tag noTag pages, unpermitted pages or routes outside the menu, but tracks them as current', () => {
    let s = visitAll([1]);
    s = visitTag(s, { path: '/p/2', node: { ...page(2), noTag: true }, codes: allCodes });
    expect(tagPaths(s)).toEqual(['/p/1']);
    expect(s.current).toBe('/p/2');
    s = visitTag(s, { path: '/p/3', node: page(3), codes: ['p1'] });
    expect(tagPaths(s)).toEqual(['/p/1']);
    s = visitTag(s, { path: '/elsewhere', node: undefined, codes: allCodes });
    expect(tagPaths(s)).toEqual(['/p/1']);
    expect(s.current).toBe('/elsewhere');
  });

  it('tags a noCheck page without its code', () => {
    const s = visitTag(emptyTagBar, { path: '/p/5', node: { ...page(5), noCheck: true }, codes: [] });
    expect(tagPaths(s)).toEqual(['/p/5']);
  });

  it('does not tag the shipped app-detail (noTag) but tags job-detail (noCheck)', () => {
    let s = visitTag(emptyTagBar, { path: '/platform-manage/application/app-detail', node: findMenuNode('/platform-manage/application/app-detail'), codes: [] });
    expect(s.tags).toEqual([]);
    s = visitTag(s, { path: '/application-admin/job-detail', node: findMenuNode('/application-admin/job-detail'), codes: [] });
    expect(s.tags.map((t) => t.title)).toEqual(['作业详情']);
  });

  it('closing the current tag moves to its right neighbour', () => {
    let s = visitAll([1, 2, 3, 2]);
    s = closeTag(s, '/p/2');
    expect(tagPaths(s)).toEqual(['/p/1', '/p/3']);
    expect(s.current).toBe('/p/3');
    expect(s.navigation).toEqual({ kind: 'tag', href: '/p/3' });
  });

  it('closing the current tag at the right end moves to its left neighbour, with its query', () => {
    let s = visitAll([1, 2]);
    s = visitTag(s, { path: '/p/2?tab=b', node: page(2), codes: allCodes });
    s = visitTag(s, { path: '/p/3', node: page(3), codes: allCodes });
    s = closeTag(s, '/p/3');
    expect(s.navigation).toEqual({ kind: 'tag', href: '/p/2?tab=b' });
    expect(s.current).toBe('/p/2');
  });

  it('closing the last tag sends the user home', () => {
    const s = closeTag(visitAll([1]), '/p/1');
    expect(s.tags).toEqual([]);
    expect(s.current).toBeNull();
    expect(s.navigation).toEqual({ kind: 'home' });
  });

  it('closing another tag stays on the current page; closing an unknown tag changes nothing', () => {
    const start = visitAll([1, 2, 3]);
    const s = closeTag(start, '/p/1');
    expect(tagPaths(s)).toEqual(['/p/2', '/p/3']);
    expect(s.current).toBe('/p/3');
    expect(s.navigation).toEqual({ kind: 'stay' });
    expect(tagPaths(closeTag(start, '/p/9'))).toEqual(['/p/1', '/p/2', '/p/3']);
  });

  it('a closed tag no longer counts for the 9-tag limit', () => {
    let s = visitAll([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    s = closeTag(s, '/p/5');
    s = visitAll([10], s);
    expect(s.tags).toHaveLength(9);
    expect(tagPaths(s)).toContain('/p/1');
  });

  it('close others keeps one tag and opens it if it was not current', () => {
    const start = visitAll([1, 2, 3]);
    const s = closeOtherTags(start, '/p/2');
    expect(tagPaths(s)).toEqual(['/p/2']);
    expect(s.navigation).toEqual({ kind: 'tag', href: '/p/2' });
    expect(closeOtherTags(start, '/p/3').navigation).toEqual({ kind: 'stay' });
  });

  it('close all empties the bar and goes home', () => {
    const s = closeAllTags(visitAll([1, 2, 3]));
    expect(s.tags).toEqual([]);
    expect(s.navigation).toEqual({ kind: 'home' });
  });

  it('works as a reducer', () => {
    let s = tagBarReducer(emptyTagBar, { type: 'visit', path: '/p/1', node: page(1), codes: allCodes });
    s = tagBarReducer(s, { type: 'visit', path: '/p/2', node: page(2), codes: allCodes });
    s = tagBarReducer(s, { type: 'close', path: '/p/2' });
    expect(s.navigation).toEqual({ kind: 'tag', href: '/p/1' });
    s = tagBarReducer(s, { type: 'closeOthers', path: '/p/1' });
    expect(tagPaths(s)).toEqual(['/p/1']);
    s = tagBarReducer(s, { type: 'closeAll' });
    expect(s.tags).toEqual([]);
  });

  it('never mutates the previous state', () => {
    const start = visitAll([1, 2]);
    const snapshot = JSON.stringify(start);
    visitAll([3, 4], start);
    closeTag(start, '/p/2');
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});
