/**
 * The wire types of the families' operations are generated once (generators/gen-operation-types.mjs
 * → schemas/generated/operations.ts) and read by both the console's operation client and the mock
 * handlers: the file is current with the families, and the schema subset the families write maps
 * to the TypeScript a reader expects.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, pathParameters, renderOperationTypes, typeOfSchema } from '../../../generators/gen-operation-types.mjs';

describe('schemas/generated/operations.ts', () => {
  it('is current with schemas/families (run node generators/gen-operation-types.mjs after changing an operation)', () => {
    expect(readFileSync(OUTPUT, 'utf8') === renderOperationTypes(), 'schemas/generated/operations.ts is stale').toBe(true);
  });
});

describe('a declared JSON Schema becomes its TypeScript type', () => {
  it('objects with required and optional fields, arrays, enums, nullable types, maps', () => {
    expect(typeOfSchema({ type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string', description: '名称' } } }))
      .toBe('{ id: number; /** 名称 */ name?: string; }');
    expect(typeOfSchema({ type: 'array', items: { enum: ['A', 'B'] } })).toBe('Array<"A" | "B">');
    expect(typeOfSchema({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeOfSchema({ anyOf: [{ type: 'number' }, { type: 'boolean' }] })).toBe('number | boolean');
    expect(typeOfSchema({ type: 'object', additionalProperties: { type: 'integer' } })).toBe('{ [key: string]: number; }');
    expect(typeOfSchema({ type: 'object' })).toBe('Record<string, unknown>');
    expect(typeOfSchema({ type: 'null' })).toBe('null');
    expect(typeOfSchema({})).toBe('unknown');
  });

  it('a reference to the schema\'s own $defs is the type the definition names (a tree\'s node names itself); any other is unknown', () => {
    const node = (name: string) => `Defs[${JSON.stringify(name)}]`;
    expect(typeOfSchema({ type: 'array', items: { $ref: '#/$defs/node' } }, node)).toBe('Array<Defs["node"]>');
    expect(typeOfSchema({ type: 'object', required: ['children'], properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } }, node))
      .toBe('{ children: Array<Defs["node"]>; }');
    expect(typeOfSchema({ $ref: 'https://example.cn/other.json' }, node)).toBe('unknown');
    expect(typeOfSchema({ $ref: '#/$defs/node' })).toBe('unknown');
    // The generated file types them: the store's category tree reads as nodes with their children.
    expect(renderOperationTypes()).toContain('"get-tree": { answer: { node: { /** 分类编号 */ id: number;');
    expect(renderOperationTypes()).toContain('children: Array<OperationDefinitions["application-classify"]["get-tree"]["answer"]["node"]>');
  });

  it('path parameters are read from the declared path', () => {
    expect(pathParameters('api/{resource}/{id}')).toEqual(['resource', 'id']);
    expect(pathParameters('invest/page')).toEqual([]);
  });
});
