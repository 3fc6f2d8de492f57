/// <reference types="vite/client" />

/** False in `--mode real` builds so the mock import is removed at build time. */
declare const __MOCKS_BUNDLED__: boolean;
