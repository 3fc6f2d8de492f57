import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's pool keeps a worker of a non-isolated project for the next file only when that file is
 * of the same project and the same environment (vitest 4.1, `Pool.schedule`); otherwise the
 * worker ends and the next file starts a new one, which imports antd, the mock backend… again.
 * The default order sorts a project's files by size, so a `// @vitest-environment jsdom` file
 * among the node files ended a worker twice: the 24 node files of tests/integration/mocks ran in
 * 6 worker processes (4 in this order).
 * This order is vitest's own, with each project's files of one environment brought together.
 */
export class EnvironmentGroupingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return groupedInOrder(sorted, (spec) => `${spec.project.name}\0${environmentOf(readFileSync(spec.moduleId, 'utf8'), spec.project.config.environment)}`);
  }
}

/**
 * The environment a test file runs in: the one its source names (`@vitest-environment x`, read
 * the way vitest reads it: anywhere in the file, options included), or its project's.
 */
export function environmentOf(source: string, projectEnvironment: string): string {
  const name = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(source)?.[1] ?? projectEnvironment;
  const options = /@(?:vitest|jest)-environment-options\s+(.+)/.exec(source)?.[1];
  return options === undefined ? name : `${name} ${options}`;
}

/** `items` with those of one key together, the groups in the order of their first item, each group in its own order. */
export function groupedInOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].flat();
}
