/**
 * The modules generators/vite-plugin-form-validators.ts generates: ajv standalone functions
 * per entity, compiled at build time so that nothing is compiled in the browser (strict CSP).
 */
declare module 'virtual:form-validators' {
  import type { PrecompiledSet } from '../../contract/validatorCore';
  /** Each entity's functions, by entity $id, loaded when its first form opens. */
  export const entityValidatorLoaders: Readonly<Record<string, () => Promise<{ validators: PrecompiledSet }>>>;
}

declare module 'virtual:form-validators/all' {
  import type { PrecompiledSet } from '../../contract/validatorCore';
  /** Every entity's functions, by entity $id (the mock backend validates synchronously). */
  export const allEntityValidators: Readonly<Record<string, PrecompiledSet>>;
}
