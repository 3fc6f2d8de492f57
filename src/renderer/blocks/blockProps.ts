import type { BlockDeclaration, BlocksPageConfig } from '../../pageLanguage/blocks';

/** What every block renderer gets: its declaration and its read's payload (undefined while it loads). */
export interface BlockProps<B extends BlockDeclaration> {
  block: B;
  answer: unknown;
  loading: boolean;
  /** Reads the block's source again. */
  reload: () => Promise<unknown>;
  /** The page the block is on (its family, reads and writes). */
  page: BlocksPageConfig;
  /** The read was made with a search text (an empty answer then says nothing matched). */
  searched: boolean;
}
