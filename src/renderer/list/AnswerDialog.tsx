/**
 * The answer of an operation a `shows` action read (客户端信息), read-only: one labelled row per
 * field the action lists, 关闭 to leave. A list reads as its items joined by 、, an empty value
 * as —.
 */
import { InfoCircleFilled } from '@ant-design/icons';
import { Button, Descriptions } from 'antd';
import type { ModalApi } from '../../core/feedback/modalApi';
import type { ActionAnswerField } from '../../pageLanguage/actions';
import type { DataRecord } from '../data/resolveResponse';

export const ANSWER_CLOSE = '关闭';
const EMPTY = '—';

/** A value of the answer as the dialog shows it. */
export function answerText(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(answerText).join('、');
  if (typeof value === 'object') return EMPTY;
  return String(value as string | number | boolean);
}

export interface AnswerRequest {
  title: string;
  fields: readonly ActionAnswerField[];
  answer: DataRecord;
}

/** Opens the dialog; resolves once it is closed. */
export function openAnswerDialog(modal: ModalApi, { title, fields, answer }: AnswerRequest): Promise<void> {
  return new Promise((resolve) => {
    const close = () => {
      instance.destroy();
      resolve();
    };
    const instance = modal.confirm({
      title,
      // An information, not a question: antd's info colours (blue icon), not the confirm's.
      type: 'info',
      icon: <InfoCircleFilled />,
      width: 560,
      content: (
        <>
          <Descriptions
            className="hpc-action-answer"
            size="small"
            column={1}
            bordered
            items={fields.map(({ field, label }) => ({ key: field, label: label ?? field, children: answerText(answer[field]) }))}
          />
          <div className="ant-modal-confirm-btns">
            <Button type="primary" onClick={close}>{ANSWER_CLOSE}</Button>
          </div>
        </>
      ),
      // Nothing to confirm or cancel: one 关闭, and Escape or the mask close it too.
      footer: null,
      maskClosable: true,
      keyboard: true,
      onCancel: close,
    });
  });
}
