/**
 * How a family's operations go over the wire (src/pageLanguage/operationShape.ts): a family's
 * own answer `envelope` is read by the operation client on every JSON answer, so each such
 * `response` is declared `bare` (the answer is the envelope itself) and names the code field in
 * its schema, and the family serves no record verbs (the renderer's lists read the dialect's
 * layout, not an envelope); a form-encoded body (`encoding: "form"`) is a request body of text
 * fields, never an answer.
 */
import { isObject } from './shape.mjs';
import { pointer } from './report.mjs';

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/** The properties of a form-encoded body that are not one value each (names of the offending fields). */
function nonScalarFields(schema) {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return null;
  return Object.entries(schema.properties).filter(([, property]) => !isObject(property) || !SCALARS.has(property.type)).map(([name]) => name);
}

export function checkOperationWire(family, report) {
  const operations = Array.isArray(family.data.operations) ? family.data.operations : [];
  const envelope = isObject(family.data.envelope) ? family.data.envelope : null;
  if (envelope && family.data.verbs !== undefined) {
    report.error(family.file, pointer('envelope'), `接口族 ${family.name} 声明了自有应答格式 envelope，却提供记录调用 verbs`, '列表与详情页按 schemas/backend-dialect.json 读取记录；自有应答格式只用于手写操作');
  }
  for (const [index, operation] of operations.entries()) {
    if (!isObject(operation)) continue;
    const response = operation.response;
    if (isObject(response) && response.encoding !== undefined) {
      report.error(family.file, pointer('operations', index, 'response', 'encoding'), `操作 ${operation.name} 的应答声明了 encoding`, 'encoding 只说明请求体如何编码，写在 body 上');
    }
    const body = operation.body;
    if (isObject(body) && body.encoding === 'form') {
      const fields = nonScalarFields(body.schema);
      if (fields === null) report.error(family.file, pointer('operations', index, 'body', 'schema'), `操作 ${operation.name} 的表单编码请求体须为带 properties 的 object`, '表单编码的请求体是一组文本字段');
      else if (fields.length > 0) report.error(family.file, pointer('operations', index, 'body', 'schema'), `操作 ${operation.name} 的表单编码请求体字段 ${fields.join('、')} 不是单个值`, '表单字段只能是 string、integer、number 或 boolean');
    }
    if (!envelope || !isObject(response) || !isObject(response.schema)) continue;
    if (response.bare !== true) {
      report.error(family.file, pointer('operations', index, 'response'), `接口族 ${family.name} 以自有格式应答，操作 ${operation.name} 的应答须声明 "bare": true`, '应答就是 envelope 本身，不在 schemas/backend-dialect.json 的 data 中');
    } else if (!isObject(response.schema.properties) || !isObject(response.schema.properties[envelope.code])) {
      report.error(family.file, pointer('operations', index, 'response', 'schema'), `操作 ${operation.name} 的应答没有 envelope 的代码字段 "${envelope.code}"`, `在应答的 properties 中声明 ${envelope.code}`);
    }
  }
}
