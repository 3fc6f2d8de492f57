/**
 * The schema files the app reads at run time — page configs (schemas/pages), entities
 * (schemas/entities) and endpoint families (schemas/families) — each a set of files loaded one at
 * a time, by name, when a route first needs it.
 */
export interface ConfigFileSet<T> {
  /** The file named (e.g. "operation-center/customer/customer-info"), or null when there is none. */
  load(name: string): Promise<T | null>;
  /** Every file's name: what the playground lists and lints (it may be a download of its own). */
  names(): Promise<readonly string[]>;
}

/**
 * A set over a Vite glob of JSON modules (the dev server, the tests and the demo build, whose mock
 * backend reads every file anyway): `prefix` is the glob's directory as its keys spell it.
 */
export function globFileSet<T>(files: Record<string, () => Promise<{ default: T }>>, prefix: string): ConfigFileSet<T> {
  const key = (name: string) => `${prefix}${name}.json`;
  return {
    async load(name) {
      const load = Object.hasOwn(files, key(name)) ? files[key(name)] : undefined;
      return load ? (await load()).default : null;
    },
    names: () => Promise.resolve(Object.keys(files).map((file) => file.slice(prefix.length, -'.json'.length))),
  };
}
