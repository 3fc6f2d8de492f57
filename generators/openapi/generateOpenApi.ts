/**
 * The shipped OpenAPI document: buildOpenApi over the real page configs, entities and access
 * table. Used by generators/gen-openapi.mjs (bundled, see mocks/server/loadBundle.mjs) and by
 * the test that checks schemas/generated/openapi.json is up to date.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { crudFamilies } from '../../src/contract/families';
import { lookupTarget } from '../../src/contract/lookupTargets';
import { familyGrants } from '../../src/contract/grants';
import { HANDWRITTEN_ACCESS } from '../../src/contract/grants/handwrittenAccess';
import { buildOpenApi, countOperations, type OpenApiResult } from './buildOpenApi';
import { familyDeclarations } from '../../src/contract/catalog';

/** Where the document is committed, relative to the repository root. */
export const OPENAPI_FILE = 'schemas/generated/openapi.json';

export function generateOpenApi(): OpenApiResult & { text: string; counts: { paths: number; operations: number } } {
  const lookupFamily = (lookup: Parameters<typeof lookupTarget>[0]) => {
    const target = lookupTarget(lookup);
    return target ? { base: target.config.endpoint.base, value: target.value } : undefined;
  };
  const sourceOf = (name: string) => familyDeclarations.get(name);
  const result = buildOpenApi({ families: crudFamilies, grantsOf: familyGrants, handwritten: HANDWRITTEN_ACCESS, version: packageJson.version, lookupFamily, sourceOf });
  const text = `${JSON.stringify(result.document, null, 2)}\n`;
  return { ...result, text, counts: countOperations(result.document as { paths: Record<string, Record<string, unknown>> }) };
}
