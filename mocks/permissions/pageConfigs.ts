/** Every shipped page config by page id, its family resolved (the contract's catalogue). */
export { pageConfigs } from '../../src/contract/catalog';
