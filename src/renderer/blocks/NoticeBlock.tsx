import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fillTemplate } from '../../contract/textTemplate';
import type { NoticeBlock as NoticeDeclaration } from '../../pageLanguage/blocks';
import { conditionHolds } from './blockCondition';
import type { BlockProps } from './blockProps';

/** A warning or error line shown only while its condition holds (nothing while the read loads). */
export function NoticeBlock({ block, answer, loading }: BlockProps<NoticeDeclaration>) {
  const navigate = useNavigate();
  if (loading || !conditionHolds(answer, block.when)) return null;
  const action = block.link ? <Button size="small" onClick={() => navigate(fillTemplate(block.link!.to, answer))}>{block.link.label}</Button> : undefined;
  return <Alert type={block.tone} showIcon message={fillTemplate(block.text, answer)} action={action} />;
}
