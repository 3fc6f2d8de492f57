import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { readPath } from '../../contract/readPath';
import { fillTemplate } from '../../contract/textTemplate';
import type { BlockCondition, NoticeBlock as NoticeDeclaration } from '../../pageLanguage/blocks';
import type { BlockProps } from './blockProps';
import { numberOf } from '../../contract/numberFormat';

/** Whether the answer meets the condition: its field is one of `in`, or a number above `above`. */
export function conditionHolds(answer: unknown, when: BlockCondition): boolean {
  const value = readPath(answer, when.field);
  if (when.in !== undefined && when.in.some((candidate) => String(candidate) === String(value))) return true;
  const number = numberOf(value);
  return when.above !== undefined && number !== undefined && number > when.above;
}

/** A warning or error line shown only while its condition holds (nothing while the read loads). */
export function NoticeBlock({ block, answer, loading }: BlockProps<NoticeDeclaration>) {
  const navigate = useNavigate();
  if (loading || !conditionHolds(answer, block.when)) return null;
  const action = block.link ? <Button size="small" onClick={() => navigate(fillTemplate(block.link!.to, answer))}>{block.link.label}</Button> : undefined;
  return <Alert type={block.tone} showIcon message={fillTemplate(block.text, answer)} action={action} />;
}
