/** The modules generators/vite-plugin-schema-lint.ts generates for the playground's lint. */
declare module 'virtual:schema-lint/facts' {
  const facts: unknown;
  export default facts;
}

declare module 'virtual:schema-lint/page-validator' {
  import type { ErrorObject } from 'ajv';
  const validate: { (data: unknown): boolean; errors?: ErrorObject[] | null };
  export default validate;
}
