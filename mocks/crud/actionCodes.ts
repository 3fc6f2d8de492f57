/**
 * The `module-action` codes the generated pages use (add, edit, del, export, status…), read
 * from the page configs, so the demo roles hold them without a second list to keep in step.
 */
import { formPageSaveCode, listActionCodes } from '../../src/contract/actionCodes';
import { pageConfigs } from '../../src/contract/catalog';

/** Codes of the list and form pages whose page id starts with `pageIdPrefix` (all when omitted). */
export function pageActionCodes(pageIdPrefix = ''): string[] {
  const codes = [...pageConfigs]
    .filter(([pageId]) => pageId.startsWith(pageIdPrefix))
    .flatMap(([, config]) => (config.kind === 'list' ? listActionCodes(config) : config.kind === 'form' ? [formPageSaveCode(config)] : []));
  return [...new Set(codes)];
}
