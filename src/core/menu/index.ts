/** Public surface of the menu core: tree look-ups, permissions, tag bar and breadcrumb (no React). */
export * from './types';
export * from './menuTree';
export * from './permissions';
export * from './tagBar';
export * from './breadcrumb';
