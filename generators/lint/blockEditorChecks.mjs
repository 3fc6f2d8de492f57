/**
 * A rich-text editor block (src/pageLanguage/blocks.ts RichTextEditorBlock): its write is a PUT or
 * POST of the page's family whose body takes the edited field; large files go to a POST taking a
 * multipart `file` (its status a GET taking `identifier`); templates come from a family serving
 * a list, their name and HTML fields of its entity. blockChecks.mjs calls it with its helpers.
 */
import { isObject } from './shape.mjs';
import { suggest } from './report.mjs';

const list = (value) => (Array.isArray(value) ? value : []);

export function checkEditorBlock(block, family, tree, report, page, at) {
  const operations = list(family.data.operations).filter((operation) => isObject(operation));
  const named = (name) => operations.find((candidate) => candidate.name === name);
  const write = named(block.operation);
  if (!write || (write.method !== 'PUT' && write.method !== 'POST')) {
    report.error(page.file, at('operation'), `接口族 ${family.name} 没有 PUT 或 POST 操作 "${block.operation}"`, suggest(String(block.operation), operations.filter((o) => o.method === 'PUT' || o.method === 'POST').map((o) => o.name), '该接口族的写操作'));
  } else {
    const body = write.body?.schema?.properties;
    if (isObject(body) && !Object.hasOwn(body, block.field)) report.error(page.file, at('field'), `字段 "${block.field}" 不在操作 ${write.name} 的请求体中`, suggest(String(block.field), Object.keys(body), '请求体的字段'));
  }
  if (isObject(block.upload)) {
    const post = named(block.upload.operation);
    if (!post || post.method !== 'POST' || typeof post.body?.file !== 'string') report.error(page.file, at('upload', 'operation'), `接口族 ${family.name} 没有接收文件的 POST 操作 "${block.upload.operation}"`, '声明 body 为 { "file": "<媒体类型>" } 的 POST 操作');
    if (block.upload.status !== undefined) {
      const status = named(block.upload.status);
      if (!status || status.method !== 'GET' || !Object.hasOwn(isObject(status.query) ? status.query : {}, 'identifier')) report.error(page.file, at('upload', 'status'), `接口族 ${family.name} 没有按 identifier 查询已收分片的 GET 操作 "${block.upload.status}"`, '声明查询参数 identifier 的 GET 操作');
    }
  }
  if (isObject(block.templates)) {
    const source = tree.families.get(block.templates.family);
    if (!source) {
      report.error(page.file, at('templates', 'family'), `接口族 "${block.templates.family}" 不存在（families/${block.templates.family}.json）`, suggest(String(block.templates.family), tree.families.keys(), '已有的接口族'));
      return;
    }
    if (!list(source.data.verbs).includes('list')) report.error(page.file, at('templates', 'family'), `接口族 ${source.name} 不提供列表（verbs 中没有 list）`, '选一个提供 list 的接口族');
    const entity = tree.entities.get(source.data.entity);
    const fields = Object.keys(isObject(entity?.data?.properties) ? entity.data.properties : {});
    for (const key of ['label', 'content']) {
      if (entity && !fields.includes(block.templates[key])) report.error(page.file, at('templates', key), `字段 "${block.templates[key]}" 不是实体 ${source.data.entity} 的字段`, suggest(String(block.templates[key]), fields, '实体的字段'));
    }
  }
}
