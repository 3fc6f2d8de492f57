import { CloseOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useCallback, useState } from 'react';
import type { AnswerTemplate } from '../../../pageLanguage/form';
import type { DataRecord } from '../../data/resolveResponse';
import { answerText } from './answerText';

/**
 * A list page's read-back of its last create (form `createResult`): what the server answered
 * (充值成功：… 到账 2,000.00 元，按「…」赠送 100.00 元，当前余额 … 元) stays above the list until
 * closed or replaced by the next create — a figure the user may want to copy or tell the customer
 * does not vanish as a toast does. Without a template, or without an answer, nothing is kept and
 * the page's toast says 操作成功.
 */
export function useCreateResult(template: AnswerTemplate | undefined) {
  const [answer, setAnswer] = useState<DataRecord | null>(null);
  /** Keeps the answer; true when the page reads it back (the toast is then left out). */
  const show = useCallback((next: DataRecord | undefined): boolean => {
    if (!template || !next) return false;
    setAnswer(next);
    return true;
  }, [template]);
  const panel = template && answer ? (
    <Alert
      className="hpc-list-create-result"
      type="success"
      showIcon
      // antd draws the close button only when the icon is given; the label names it for a screen reader.
      closable={{ closeIcon: <CloseOutlined />, 'aria-label': '关闭' }}
      role="status"
      message={template.title}
      description={answerText(template, answer)}
      onClose={() => setAnswer(null)}
    />
  ) : null;
  return { show, panel };
}
