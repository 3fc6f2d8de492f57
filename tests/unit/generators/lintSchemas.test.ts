import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations; its API is exercised below
import { lintSchemas } from '../../../generators/lint-schemas.mjs';

interface Problem { file: string; pointer: string; message: string; hint: string }
const lint = lintSchemas as (files: string[]) => { checked: number; problems: Problem[] };

const schemaPath = resolve('schemas/runtime-config.schema.json');

function configFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify({ $schema: schemaPath, ...(content as object) }));
  return file;
}

describe('lint:schemas', () => {
  it('passes the shipped config', () => {
    expect(lint([resolve('public/config.json')])).toEqual({ checked: 1, problems: [] });
  });

  it('reports unknown fields and wrong types with a JSON pointer and a hint', () => {
    const { problems } = lint([configFile({ mock: 'yes', apiBsae: '' })]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/mock', hint: '类型应为 boolean' }),
        expect.objectContaining({ pointer: '/', hint: expect.stringContaining('apiBsae') }),
      ]),
    );
  });

  it('reports invalid JSON', () => {
    const { problems } = lint([configFile('{ "mock": true, }')]);
    expect(problems[0]?.message).toMatch(/不是合法的 JSON/);
  });
});
