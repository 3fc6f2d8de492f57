// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/runtime-config.schema.json';
import shipped from '../../../public/config.json';
import {
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  resolveApiUrl,
  resolveEnvironment,
  resolveWsUrl,
  RuntimeConfigError,
} from '../../../src/core/config/runtimeConfig';

describe('runtime config', () => {
  it('the JSON Schema and the TypeScript type name the same fields', () => {
    const schemaKeys = Object.keys(schema.properties).filter((k) => k !== '$schema').sort();
    expect(schemaKeys).toEqual(Object.keys(DEFAULT_RUNTIME_CONFIG).sort());
  });

  it('the shipped config.json runs the mock demo', () => {
    const config = parseRuntimeConfig(shipped);
    expect(config.mock).toBe(true);
    expect(config.passwordKey).toHaveLength(16);
  });

  it('fills defaults and trims trailing slashes of the bases', () => {
    const config = parseRuntimeConfig({ mock: false, apiBase: 'https://hpc.example.cn/', wsBase: 'wss://hpc.example.cn//' });
    expect(config).toMatchObject({ mock: false, apiBase: 'https://hpc.example.cn', wsBase: 'wss://hpc.example.cn', platformName: '超算云平台' });
  });

  it('refuses wrong types with a Chinese message naming the field', () => {
    expect(() => parseRuntimeConfig({ mock: 'yes' })).toThrow(new RuntimeConfigError('config.json 字段 mock 必须是 true 或 false'));
    expect(() => parseRuntimeConfig({ apiBase: 1 })).toThrow('config.json 字段 apiBase 必须是字符串');
    expect(() => parseRuntimeConfig([])).toThrow('config.json 的内容必须是一个 JSON 对象');
  });

  it('resolves API and websocket URLs against the base or the page origin', () => {
    const real = parseRuntimeConfig({ mock: false, apiBase: 'https://api.hpc.cn', wsBase: 'wss://ws.hpc.cn' });
    expect(resolveApiUrl('/api/oauth/v1/project/info', real)).toBe('https://api.hpc.cn/api/oauth/v1/project/info');
    expect(resolveWsUrl('/websocket/userEvents/abc', real)).toBe('wss://ws.hpc.cn/websocket/userEvents/abc');
    const local = parseRuntimeConfig({ mock: true });
    expect(resolveApiUrl('/api/x', local)).toBe(`${location.origin}/api/x`);
    expect(resolveWsUrl('/websocket/userEvents/abc', local)).toBe(`${location.origin.replace('http', 'ws')}/websocket/userEvents/abc`);
  });

  it('environment is dev only on the dev host (docs/behaviour §9)', () => {
    const config = parseRuntimeConfig({ mock: true, devHost: 'dev.hpc.cn' });
    expect(resolveEnvironment(config, 'dev.hpc.cn')).toBe('dev');
    expect(resolveEnvironment(config, 'hpc.cn')).toBe('test');
    expect(resolveEnvironment(parseRuntimeConfig({}), '')).toBe('test');
  });
});
