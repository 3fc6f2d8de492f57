/** Public surface of the sub-app rules (docs/behaviour §2.6, §2.3 portal-temp reload). */
export * from './activeSubApp';
