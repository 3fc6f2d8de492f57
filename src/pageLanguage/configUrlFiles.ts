import type { ConfigFileSet } from './configFileSet';

/** What a file name may be: path segments of letters, digits, `_` and `-` (nothing that leaves the directory). */
const NAME = /^[\w-]+(?:\/[\w-]+)*$/;

/**
 * A set whose files were emitted by the build at `<dir><name><suffix>` next to the module asking
 * (`here`: its import.meta.url) — generators/vite-plugin-config-files.ts. The list of names is a
 * download of its own (`names`), read only by the playground and to tell a missing file (null)
 * from a failed download (thrown, so the caller's 重试 can fetch it again).
 */
export function urlFileSet<T>(here: string, dir: string, suffix: string, names: () => Promise<readonly string[]>): ConfigFileSet<T> {
  return {
    async load(name) {
      if (!NAME.test(name)) return null;
      try {
        const module = (await import(/* @vite-ignore */ new URL(`${dir}${name}${suffix}`, here).href)) as { default: T };
        return module.default;
      } catch (error) {
        if (!(await names()).includes(name)) return null;
        throw error;
      }
    },
    names,
  };
}
