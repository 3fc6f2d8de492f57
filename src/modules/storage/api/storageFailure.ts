/** A refusal of the storage service (`{ code, info }` with code ≠ 200), or a reply it could not have meant. */
export class StorageFailure extends Error {
  override name = 'StorageFailure';

  constructor(
    readonly code: number,
    readonly info: string,
  ) {
    super(info);
  }
}
