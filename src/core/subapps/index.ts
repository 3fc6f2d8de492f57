/** Public surface of the sub-app rules (spec §2.6, §2.3 portal-temp reload). */
export * from './activeSubApp';
