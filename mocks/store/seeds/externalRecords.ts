import type { CollectionDefinition } from '../definition';

/**
 * What the external supercomputing platform keeps for each user behind the starlight proxy's
 * generic calls (spec 7.2 External supercomputing platform: generic CRUD): records of the
 * resources it exposes (EXTERNAL_RESOURCES in mocks/handlers/externalProxy.ts), one owner each.
 */
export interface ExternalRecord {
  id: number;
  /** Which of the external platform's resources (e.g. job-template). */
  resource: string;
  ownerId: string;
  data: Record<string, string | number | boolean>;
  createTime: string;
  updateTime: string;
}

export const externalRecordsDefinition: CollectionDefinition<ExternalRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [],
};
