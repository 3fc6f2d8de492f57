import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { responseOf } from '../../../contract/backendDialect';
import { readPath } from '../../../contract/readPath';
import { resolvePath, routeOf } from '../../../contract/routes';
import { http } from '../../../core/http/client';
import { queryClient } from '../../../core/query/queryClient';
import type { BlockEditorTemplates } from '../../../pageLanguage/blocks';
import { familyEndpoint } from '../../../pageLanguage/resolvePage';
import { familyKey } from '../../data/familyQueries';
import { useFamilyDeclaration } from '../blockIcon';
import { itemsOf } from '../blockValues';

/**
 * 插入模板: the records of another family's list (the manual templates) an editor appends to the
 * text being edited, one at a time; nothing is saved until 保存.
 */
export function EditorTemplates({ templates, onInsert }: { templates: BlockEditorTemplates; onInsert: (label: string, html: string) => void }) {
  const family = useFamilyDeclaration(templates.family);
  const endpoint = family ? familyEndpoint(family) : undefined;
  const path = endpoint ? resolvePath(endpoint.base, routeOf(endpoint, 'list').path) : '';
  const query = templates.query ?? {};
  const read = useQuery({
    queryKey: [...familyKey(endpoint?.base ?? ''), 'editor-templates', path, query],
    queryFn: async ({ signal }) => readPath(await http.get<unknown>(path, { query, signal, silent: true, loading: false }), responseOf(endpoint).records),
    enabled: endpoint !== undefined,
  }, queryClient);
  const records = itemsOf(read.data, '.');
  return (
    <Select<number>
      aria-label="插入模板"
      placeholder={read.isError ? '模板加载失败' : '插入模板'}
      loading={read.isPending}
      value={null}
      style={{ width: 180 }}
      options={records.map((record, index) => ({ value: index, label: String(record[templates.label] ?? '') }))}
      onChange={(index) => {
        const record = records[index];
        if (record) onInsert(String(record[templates.label] ?? ''), String(record[templates.content] ?? ''));
      }}
      notFoundContent="暂无模板"
    />
  );
}
