/** A record of a generated CRUD collection: an id plus the entity's fields. */
export type CrudRecord = { id: number } & Record<string, unknown>;
