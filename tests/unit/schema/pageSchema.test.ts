import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

describe('page language meta-schema', () => {
  it('the committed schemas/page.schema.json is what the TypeScript types give (npm run gen:schemas)', () => {
    // Throws (exit 1) when the file is stale.
    const out = execFileSync('node', [join(root, 'generators', 'emit-page-schema.mjs'), '--check'], { encoding: 'utf8' });
    expect(out).toContain('一致');
  }, 120_000); // the TypeScript schema generator reads the whole program: ~25 s alone, more beside other work

  it('every page config validates, and a wrong kind field is reported on that kind only', () => {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', 'page.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false, discriminator: true }).compile(schema);
    for (const file of jsonFiles(join(root, 'schemas', 'pages'))) {
      expect(validate(JSON.parse(readFileSync(file, 'utf8'))), `${file} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const broken = { kind: 'list', entity: 'customer', permissionPrefix: 'x', family: 'customer', columns: [{ key: 'a', widht: 3 }] };
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/columns/0 additionalProperties']);
  });
});
