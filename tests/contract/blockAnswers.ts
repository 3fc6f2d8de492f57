/**
 * What a block shows of its read's answer, as problems (none when every block has its values):
 * banner texts filled, stat figures numbers, item arrays arrays whose items carry the fields the
 * chart, table or cards show, rich text a string, a notice's condition field and a form's fields
 * present, labelled values, timeline lines and output text there, a log's read parameters and file name. responses.test.ts runs it over every block page's reads against the mock backend.
 */
import { filledTemplate } from '../../src/contract/textTemplate';
import { readPath } from '../../src/contract/readPath';
import type { BlockDeclaration } from '../../src/pageLanguage/blocks';
import { figureOf, ITSELF, itemsOf } from '../../src/renderer/blocks/blockValues';

function incomplete(template: string | undefined, record: unknown, what: string): string[] {
  if (template === undefined) return [];
  return filledTemplate(template, record).complete ? [] : [`${what} "${template}" is not filled by the answer`];
}

function itemProblems(answer: unknown, path: string, fields: readonly string[], what: string): string[] {
  const raw = path === ITSELF ? answer : readPath(answer, path);
  if (!Array.isArray(raw)) return [`${what}: "${path}" is not an array`];
  return itemsOf(answer, path).flatMap((item, index) => fields.filter((field) => !(field in item)).map((field) => `${what}: item ${index} has no "${field}"`));
}

export function blockAnswerProblems(block: BlockDeclaration, answer: unknown): string[] {
  switch (block.type) {
    case 'hero':
      return [...incomplete(block.heading, answer, 'heading'), ...incomplete(block.text, answer, 'text')];
    case 'stats':
      return block.items.flatMap((item) => [
        ...(figureOf(answer, item.value) === undefined ? [`stat ${item.title}: "${item.value}" is not a number`] : []),
        ...incomplete(item.title, answer, `stat title`),
      ]);
    case 'chart':
      return itemProblems(answer, block.items, [block.category, ...block.series.map((s) => s.field)], `chart ${block.title}`);
    case 'table':
      return itemProblems(answer, block.items, [block.rowKey, ...block.columns.map((c) => c.key)], `table ${block.title}`);
    case 'cards':
      return [
        ...itemProblems(answer, block.items, block.tag ? [block.tag.field] : [], `cards ${block.title}`),
        ...itemsOf(answer, block.items).flatMap((item, index) => incomplete(block.cardTitle, item, `cards ${block.title} item ${index} title`)),
      ];
    case 'rich-text':
      return typeof readPath(answer, block.field) === 'string' ? [] : [`rich text "${block.field}" is not a string`];
    case 'notice':
      return readPath(answer, block.when.field) === undefined ? [`notice condition "${block.when.field}" is not in the answer`] : [];
    case 'form':
      return block.fields.map((field) => (typeof field === 'string' ? field : field.key)).filter((key) => readPath(answer, key) === undefined).map((key) => `form ${block.title}: "${key}" is not in the answer`);
    case 'fields':
      return block.items
        ? block.items.filter((field) => readPath(answer, field.value) === undefined).map((field) => `fields ${block.title}: "${field.value}" is not in the answer`)
        : itemProblems(answer, block.pairs!.items, [block.pairs!.label, block.pairs!.value], `fields ${block.title}`);
    case 'timeline':
      return [
        ...itemProblems(answer, block.items, block.color ? [block.color.field] : [], `timeline ${block.title}`),
        ...itemsOf(answer, block.items).flatMap((item, index) => incomplete(block.text, item, `timeline ${block.title} item ${index}`)),
      ];
    case 'picker':
      return [
        ...itemProblems(answer, block.items, [block.value, ...Object.keys(block.labels ?? {}), ...Object.keys(block.lookups ?? {})], `picker ${block.label}`),
        ...itemsOf(answer, block.items).flatMap((item, index) => incomplete(block.text, item, `picker ${block.label} item ${index}`)),
      ];
    case 'rich-text-editor':
      return typeof readPath(answer, block.field) === 'string' ? [] : [`editor "${block.field}" is not a string`];
    case 'upload':
      // It shows nothing of its read: the chosen record's reads decide whether it shows at all.
      return [];
    case 'banner-carousel':
      return itemsOf(answer, block.items).flatMap((item, index) => incomplete(block.slideTitle, item, `banner item ${index} title`));
    case 'card-carousel':
      return itemsOf(answer, block.items).flatMap((item, index) => incomplete(block.cardTitle, item, `carousel ${block.title ?? ''} item ${index} title`));
    case 'log':
      // The lines come from its own read (checked by the family's contract); the source gives the read's parameters and the file's name.
      return [
        ...Object.values(block.read.params ?? {}).filter((path) => readPath(answer, path) === undefined).map((path) => `log ${block.title}: "${path}" is not in the answer`),
        ...incomplete(block.download, answer, `log ${block.title} download`),
      ];
    case 'text': {
      const text = readPath(answer, block.field);
      return typeof text === 'string' || (Array.isArray(text) && text.every((line) => typeof line === 'string')) ? [] : [`text "${block.field}" is neither a string nor lines`];
    }
  }
}
