import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR, compiledValidator } from '../../../generators/lint/compiledSchemas.mjs';

describe('meta-schema validators cached on disk', () => {
  it('compiles once, then loads the cached code, which reports the same errors', () => {
    const stem = `cache-test-${process.pid}.schema.json`;
    const schema = { type: 'object', required: ['kind'], properties: { kind: { enum: ['a', 'b'] } }, additionalProperties: false };
    const text = JSON.stringify(schema);
    const cached = () => readdirSync(CACHE_DIR).filter((f) => f.startsWith(`${stem}-`));
    try {
      const first = compiledValidator(`/x/${stem}`, text, schema);
      expect(cached()).toHaveLength(1);
      const second = compiledValidator(`/x/${stem}`, text, schema);
      for (const validate of [first, second]) {
        expect(validate({ kind: 'a' })).toBe(true);
        expect(validate({ kind: 'c', extra: 1 })).toBe(false);
        expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual([' additionalProperties', '/kind enum']);
      }
      // A changed schema gets a new key and replaces the old file.
      const changed = { ...schema, required: [] };
      expect(compiledValidator(`/x/${stem}`, JSON.stringify(changed), changed)({})).toBe(true);
      expect(cached()).toHaveLength(1);
    } finally {
      for (const f of existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR) : []) if (f.startsWith(`${stem}-`)) rmSync(join(CACHE_DIR, f));
    }
  });
});
