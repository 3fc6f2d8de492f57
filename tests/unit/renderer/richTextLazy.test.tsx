import { render, screen } from '../../support/testingLibrary';
import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { formWidgets } from '../../../src/renderer/form/widgets';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

/** Counts imports of the editor module (quill and its stylesheet come with it). */
const loads = vi.hoisted(() => ({ editor: 0 }));
vi.mock('../../../src/ui/RichTextEditor', async (importOriginal) => {
  loads.editor += 1;
  return importOriginal();
});

const entity: EntitySchema = {
  $id: 'lazy-test', title: '公告', type: 'object',
  properties: { title: { type: 'string', title: '标题' }, body: { type: 'string', title: '正文', contentMediaType: 'text/html' } },
};

function renderForm(fields: string[]) {
  const resolved = resolveFormSchema(entity, { fields }, 'create');
  return render(<Form schema={resolved.schema as RJSFSchema} uiSchema={resolved.uiSchema as UiSchema} validator={validator} widgets={formWidgets} />);
}

describe('the rich-text editor loads lazily', () => {
  it('a form without a rich-text field never loads it; one with it loads it once, showing a placeholder meanwhile', async () => {
    const plain = renderForm(['title']);
    expect(screen.getByLabelText('标题')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.editor).toBe(0);
    plain.unmount();

    renderForm(['title', 'body']);
    expect(screen.getByText('编辑器加载中…')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 })).toHaveAttribute('data-placeholder', '请在这里输入');
    expect(loads.editor).toBe(1);
    expect(screen.queryByText('编辑器加载中…')).toBeNull();
  });
});
