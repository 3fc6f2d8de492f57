/**
 * ajv errors of a meta-schema as lint problems (pure, shared by metaSchemas.mjs and the
 * playground's in-browser lint): a Chinese hint per keyword, anyOf branches folded.
 */

export function hintFor(error) {
  switch (error.keyword) {
    case 'additionalProperties':
      return `未知字段 "${error.params.additionalProperty}"：检查拼写，或先在元模式中声明它`;
    case 'required':
      return `缺少必填字段 "${error.params.missingProperty}"`;
    case 'type':
      return `类型应为 ${error.params.type}`;
    case 'enum':
      return `可选值：${error.params.allowedValues.join(', ')}`;
    case 'const':
      return `应为 ${JSON.stringify(error.params.allowedValue)}`;
    case 'pattern':
      return `格式应符合 ${error.params.pattern}`;
    case 'minItems':
      return `至少需要 ${error.params.limit} 项`;
    default:
      return '参见 $schema 指向的元模式';
  }
}

/**
 * An unmet anyOf reports every branch's failure at the same place ("must have required property
 * children", "… page", …); they are folded into the anyOf error, whose hint lists the choices.
 */
export function collapseAlternatives(errors) {
  const folded = new Set();
  const out = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf') continue;
    const branches = errors.filter((e) => e !== error && e.instancePath === error.instancePath && e.schemaPath.startsWith(`${error.schemaPath}/`));
    for (const branch of branches) folded.add(branch);
    const missing = branches.filter((b) => b.keyword === 'required').map((b) => b.params.missingProperty);
    if (missing.length > 0) error.hint = `需要以下字段之一：${[...new Set(missing)].join('、')}`;
  }
  for (const error of errors) if (!folded.has(error)) out.push(error);
  return out;
}
