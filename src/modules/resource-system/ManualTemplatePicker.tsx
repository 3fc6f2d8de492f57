import { Select } from 'antd';
import { useAsyncData } from '../../core/async/useAsyncData';
import { resourceSystemApi, type ManualTemplate } from './api';

/**
 * 插入模板: the manual templates (GET manual-template/page) an operator adds to the end of the guide
 * being edited, a chapter at a time; nothing is saved until 保存.
 */
export function ManualTemplatePicker({ onInsert }: { onInsert: (template: ManualTemplate) => void }) {
  const templates = useAsyncData('manual-templates', () => resourceSystemApi.manualTemplates());
  const records = templates.state.status === 'ready' ? templates.state.data.records : [];
  return (
    <Select<number>
      aria-label="插入模板"
      className="rs-template-picker"
      placeholder={templates.state.status === 'error' ? '模板加载失败' : '插入模板'}
      loading={templates.state.status === 'loading'}
      value={null}
      style={{ width: 180 }}
      options={records.map((t) => ({ value: t.id, label: t.templateName }))}
      onChange={(id) => {
        const template = records.find((t) => t.id === id);
        if (template) onInsert(template);
      }}
      notFoundContent="暂无模板"
    />
  );
}
