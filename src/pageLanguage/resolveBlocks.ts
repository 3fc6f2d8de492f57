/**
 * A block page as the renderer gets it: each read named in `sources` resolved to its operation's
 * path and grants. The same checks the lint makes (generators/lint/blockChecks.mjs) fail here
 * too, so a page config that slipped past the lint does not render half a page.
 */
import type { BlockSource, BlockSourceDeclaration, BlocksPageConfig, BlocksPageDeclaration, BlockWrite } from './blocks';
import type { FamilyDeclaration } from './family';
import { FamilyReferenceError } from './familyActions';
import { operationCodes, operationNamed, operationPath } from './operationPaths';

/** The `{name}` placeholders of an operation's path. */
const pathPlaceholders = (path: string): string[] => [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]!);

function resolveSource(name: string, declared: BlockSourceDeclaration, page: BlocksPageDeclaration, family: FamilyDeclaration): BlockSource {
  const operation = operationNamed(family, declared.operation);
  if (!operation || operation.method !== 'GET') {
    throw new FamilyReferenceError(`读取 ${name} 指向的 ${declared.operation} 不是接口族 ${page.family} 的 GET 操作（schemas/families/${page.family}.json operations）`);
  }
  const accepted = new Set(Object.keys(operation.query ?? {}));
  const ranged = page.range !== undefined && declared.ranged !== false;
  const sent = [...Object.keys(declared.query ?? {}), ...(ranged && page.range ? [page.range.from, page.range.to] : [])];
  const path = operationPath(family, operation);
  // Address parameters fill the path's placeholders or are sent in the query; a search box is a query parameter.
  for (const param of pathPlaceholders(path)) accepted.add(param);
  sent.push(...Object.keys(declared.address?.params ?? {}), ...(declared.search ? [declared.search.param] : []));
  const unknown = sent.filter((key) => !accepted.has(key));
  if (unknown.length > 0) throw new FamilyReferenceError(`读取 ${name} 发送的参数 ${unknown.join('、')} 不是操作 ${declared.operation} 声明的查询参数`);
  const unfilled = pathPlaceholders(path).filter((param) => !Object.hasOwn(declared.address?.params ?? {}, param));
  if (unfilled.length > 0) throw new FamilyReferenceError(`读取 ${name} 的路径参数 ${unfilled.join('、')} 没有取值（写在 address.params 中）`);
  const source: BlockSource = { path, query: { ...declared.query }, ranged, grants: operationCodes(operation) };
  if (declared.address) source.address = declared.address;
  if (declared.poll) source.poll = declared.poll;
  if (declared.search) source.search = declared.search;
  return source;
}

/** The write a form block sends: a PUT or POST operation of the page's family. */
function resolveWrite(name: string, page: BlocksPageDeclaration, family: FamilyDeclaration): BlockWrite {
  const operation = operationNamed(family, name);
  if (!operation || (operation.method !== 'PUT' && operation.method !== 'POST')) {
    throw new FamilyReferenceError(`表单区块提交的 ${name} 不是接口族 ${page.family} 的 PUT 或 POST 操作（schemas/families/${page.family}.json operations）`);
  }
  return { method: operation.method, path: operationPath(family, operation) };
}

export function resolveBlocksPage(page: BlocksPageDeclaration, family: FamilyDeclaration): BlocksPageConfig {
  const sources: Record<string, BlockSource> = {};
  for (const [name, declared] of Object.entries(page.sources)) sources[name] = resolveSource(name, declared, page, family);
  const missing = page.blocks.filter((block) => !Object.hasOwn(sources, block.source));
  if (missing.length > 0) throw new FamilyReferenceError(`区块引用了未声明的读取：${[...new Set(missing.map((block) => block.source))].join('、')}`);
  const writes: Record<string, BlockWrite> = {};
  for (const block of page.blocks) if (block.type === 'form') writes[block.operation] = resolveWrite(block.operation, page, family);
  const resolved: BlocksPageConfig = { ...page, base: family.base, sources, writes };
  if (family.response) resolved.response = family.response;
  return resolved;
}
