import type { PageConfig } from '../../src/pageLanguage/pageConfig';

const files = import.meta.glob<PageConfig>('../../schemas/pages/**/*.json', { eager: true, import: 'default' });
const PREFIX = '../../schemas/pages/';

/** Every shipped page config by page id ("operation-center/customer/customer-info"). */
export const pageConfigs: ReadonlyMap<string, PageConfig> = new Map(
  Object.entries(files).map(([file, config]) => [file.slice(PREFIX.length, -'.json'.length), config]),
);
