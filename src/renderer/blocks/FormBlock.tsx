import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { request } from '../../core/http/client';
import { notify } from '../../core/feedback/notify';
import { queryClient } from '../../core/query/queryClient';
import type { EntitySchema } from '../../pageLanguage/entity';
import { loadEntity } from '../../pageLanguage/entityLoader';
import type { FormBlock as FormDeclaration } from '../../pageLanguage/blocks';
import type { FormConfig } from '../../pageLanguage/form';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { familyKey } from '../data/familyQueries';
import { toFieldError } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { initialFormData, RecordForm, type RecordFormHandle } from '../form/RecordForm';
import type { BlockProps } from './blockProps';

const isRecord = (value: unknown): value is DataRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A small form of an entity's fields over a write of the page's family: it starts from the
 * source's answer, validates like every generated form (rjsf, the entity's rules, Chinese
 * messages), keeps what was typed when the server refuses, and reads the page again once saved.
 */
export function FormBlock(props: BlockProps<FormDeclaration>) {
  const { block } = props;
  const entity = useQuery({ queryKey: ['entity', block.entity], queryFn: () => loadEntity(block.entity), staleTime: Infinity }, queryClient);
  if (entity.isError) return <ErrorPanel title="表单加载失败" detail={entity.error.message} onRetry={() => entity.refetch()} />;
  if (props.loading || !entity.data) return <Card title={block.title}><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  return <LoadedForm {...props} entity={entity.data} />;
}

function LoadedForm({ block, answer, page, entity }: BlockProps<FormDeclaration> & { entity: EntitySchema }) {
  const form: FormConfig = { fields: block.fields };
  const [data, setData] = useState<DataRecord>(() => initialFormData(entity, form, isRecord(answer) ? answer : {}));
  const [saving, setSaving] = useState(false);
  const formRef = useRef<RecordFormHandle>(null);
  const write = page.writes[block.operation]!;
  const save = async (values: DataRecord) => {
    setSaving(true);
    try {
      // Silent: field errors go on their fields (RecordForm), anything else is told once below.
      await request(write.path, { method: write.method, json: values, silent: true });
      notify.success(block.success ?? '保存成功');
      await queryClient.invalidateQueries({ queryKey: familyKey(page.base) });
    } catch (error) {
      const mapped = toFieldError(error, page);
      if (mapped === error && error instanceof Error) notify.error(error.message);
      throw mapped;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={block.title} className="hpc-block-form">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
        <RecordForm ref={formRef} entity={entity} form={form} mode="edit" formData={data} onChange={setData} onSave={save} />
      </Suspense>
      <Button type="primary" loading={saving} onClick={() => formRef.current?.submit()}>{block.submitLabel ?? '保存'}</Button>
    </Card>
  );
}
