/**
 * The generated form's rjsf pieces (resolved schema, widgets, templates, Chinese messages) over a
 * test entity, with the runtime ajv validator instead of the precompiled ones: for tests of
 * widgets and messages on entities that are not in schemas/. Wrapped in antd's zh-CN providers.
 */
import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ConfigProvider } from 'antd';
import { FeedbackSlot } from '../../src/app/feedback/FeedbackSlot';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { resolveFormSchema } from '../../src/renderer/form/resolveFormSchema';
import { formTemplates } from '../../src/renderer/form/templates';
import { formWidgets } from '../../src/renderer/form/widgets';
import { createErrorTransformer, createZhLocalizer } from '../../src/renderer/form/zhMessages';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { FormConfig, FormFieldConfig } from '../../src/pageLanguage/form';

export interface EntityTestFormProps {
  entity: EntitySchema;
  fields: (string | FormFieldConfig)[];
  /** A page config's whole form (its fields win over `fields`). */
  form?: FormConfig;
  initial?: Record<string, unknown>;
  onSubmit: (data: Record<string, unknown>) => void;
}

export function EntityTestForm({ entity, fields, form, initial = {}, onSubmit }: EntityTestFormProps) {
  const [resolved] = useState(() => resolveFormSchema(entity, form ?? { fields }, 'create'));
  const [validator] = useState(() => customizeValidator({}, createZhLocalizer(entity)));
  const [data, setData] = useState(initial);
  return (
    <ConfigProvider locale={zhCN}>
      <>
        <FeedbackSlot />
        <Form
          schema={resolved.schema as RJSFSchema}
          uiSchema={resolved.uiSchema as UiSchema}
          formData={data}
          validator={validator}
          widgets={formWidgets}
          templates={formTemplates}
          noHtml5Validate
          // As RecordForm: an enum starts empty, never at its first option.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
          showErrorList={false}
          transformErrors={createErrorTransformer(entity)}
          onChange={(event) => setData(event.formData as Record<string, unknown>)}
          onSubmit={(event) => onSubmit(event.formData as Record<string, unknown>)}
        />
      </>
    </ConfigProvider>
  );
}
