/**
 * The call a block page's read makes in the contract tests: a read taking its record from the
 * page's address (`address`, e.g. 作业详情 ?id=) is made with its operation's declared `example`
 * values, by the example's caller (a job is its owner's); other reads as they are.
 */
import { familyDeclarations } from '../../src/contract/catalog';
import type { BlockSource, BlocksPageConfig } from '../../src/pageLanguage/blocks';
import type { ExampleCaller } from '../../src/pageLanguage/operationShape';
import { operationPath } from '../../src/pageLanguage/operationPaths';

export interface BlockSourceCall {
  path: string;
  query: Record<string, string>;
  /** Who makes it: the example's caller for an address read; undefined for the suite's own caller. */
  as: ExampleCaller | undefined;
}

export function blockSourceCall(config: BlocksPageConfig, source: BlockSource): BlockSourceCall {
  const query = Object.fromEntries(Object.entries(source.query).map(([key, value]) => [key, String(value)]));
  if (!source.address) return { path: source.path, query, as: undefined };
  const family = familyDeclarations.get(config.family)!;
  const operation = (family.operations ?? []).find((candidate) => candidate.method === 'GET' && operationPath(family, candidate) === source.path);
  const example = operation?.example;
  if (!example) throw new Error(`${source.path}: 从地址取参数的读取须在操作上声明 example`);
  let path = source.path;
  for (const param of Object.keys(source.address.params)) {
    const value = example.path?.[param] ?? example.query?.[param];
    if (value === undefined) throw new Error(`${source.path}: example 缺少参数 ${param}`);
    if (path.includes(`{${param}}`)) path = path.replace(`{${param}}`, encodeURIComponent(String(value)));
    else query[param] = String(value);
  }
  return { path, query, as: example.as ?? 'admin' };
}
