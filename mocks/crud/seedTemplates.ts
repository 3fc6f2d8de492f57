/**
 * The templates of the seed hints (pattern, compose, a pick's `also`; seedHints.ts): tokens in
 * braces made from the record, its date, random digits and words ({some:2-4:a|b|c}: a few of
 * them, joined by 、), and variables — `{digits:7@job}`
 * keeps what it made as `job` so a later `{@job}` of the same record repeats it (a job number in
 * a message's title and its content).
 */
import type { Faker } from '@faker-js/faker';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { cityName, orgName, personName } from './seedVocab';

export type Row = Record<string, unknown>;

/** Stands for {seq:n} until the rows are in creation order (numberSequences). */
export const SEQ = (width: number) => `\uE000SEQ${width}\uE000`;
export const SEQ_TOKEN = /\uE000SEQ(\d+)\uE000/;
export const TOKEN = /\{([^{}]+)\}/g;
const VOCAB_TOKENS = new Set(['city', 'person', 'company', 'university', 'college', 'institute', 'agency']);
/** Where a record keeps its template variables: not a field, so never stored. */
const VARS = '\u0000vars';

function variables(row: Row): Map<string, string> {
  let vars = row[VARS] as Map<string, string> | undefined;
  if (!vars) {
    vars = new Map();
    Object.defineProperty(row, VARS, { value: vars, enumerable: false });
  }
  return vars;
}

/** Sets a template variable of the record (a pick option's `also` key "@city"): later templates read it as {@city}. */
export function setVariable(row: Row, name: string, value: string): void {
  variables(row).set(name, value);
}

/** Variables a template defines ("{digits:7@job}" defines job) and reads ("{@job}"). */
export function templateVariables(template: string): { defines: string[]; reads: string[] } {
  const defines: string[] = [];
  const reads: string[] = [];
  for (const [, token = ''] of template.matchAll(TOKEN)) {
    const at = token.lastIndexOf('@');
    if (at === 0) reads.push(token.slice(1));
    else if (at > 0) defines.push(token.slice(at + 1));
  }
  return { defines, reads };
}

function token(faker: Faker, entity: EntitySchema, row: Row, dateText: string, name: string, arg: string): string | undefined {
  if (name === 'seq') return SEQ(Number(arg) || 3);
  if (name === 'yyyy') return dateText.slice(0, 4);
  if (name === 'yy') return dateText.slice(2, 4);
  if (name === 'MM') return dateText.slice(5, 7);
  if (name === 'M') return String(Number(dateText.slice(5, 7)));
  if (name === 'dd') return dateText.slice(8, 10);
  // The hour and minute, as a portal's request numbers carry them (ZY + yyMMddHHmm + a sequence).
  if (name === 'HH') return dateText.slice(11, 13);
  if (name === 'mm') return dateText.slice(14, 16);
  if (name === 'digits') return faker.string.numeric(Number(arg));
  if (name === 'upper') return faker.string.alpha({ length: Number(arg), casing: 'upper' });
  if (name === 'lower') return faker.string.alpha({ length: Number(arg), casing: 'lower' });
  if (name === 'int') {
    const [min = '0', max = '0'] = arg.split('-');
    // "01-24": two digits, as rack numbers are written.
    const width = min.startsWith('0') ? min.length : 0;
    return String(faker.number.int({ min: Number(min), max: Number(max) })).padStart(width, '0');
  }
  if (name === 'pick') return faker.helpers.arrayElement(arg.split('|'));
  if (name === 'some') {
    // "{some:2-4:投影仪|白板|音响}": a few different items, listed as Chinese lists are.
    const [, min = '1', max = min, items = ''] = /^(\d+)(?:-(\d+))?:(.*)$/s.exec(arg) ?? [];
    return faker.helpers.arrayElements(items.split('|'), { min: Number(min), max: Number(max) }).join('、');
  }
  if (name === 'city') return cityName(faker);
  if (name === 'person') return personName(faker);
  if (VOCAB_TOKENS.has(name)) return orgName(faker, name as 'company');
  if (name in entity.properties) return row[name] === undefined ? '' : String(row[name]);
  return undefined;
}

/** The template with its tokens made; `dateText` is the record's date the {yyyy} {MM} {dd} tokens read. */
export function renderTemplate(faker: Faker, entity: EntitySchema, template: string, row: Row, dateText: string): string {
  return template.replace(TOKEN, (whole, inner: string) => {
    const at = inner.lastIndexOf('@');
    if (at === 0) return variables(row).get(inner.slice(1)) ?? '';
    const spec = at > 0 ? inner.slice(0, at) : inner;
    const [name = '', arg = ''] = spec.split(/:(.*)/s) as [string, string?];
    const made = token(faker, entity, row, dateText, name, arg);
    if (made === undefined) return whole;
    if (at > 0) variables(row).set(inner.slice(at + 1), made);
    return made;
  });
}
