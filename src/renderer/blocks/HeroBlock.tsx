import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { HeroBlock as HeroDeclaration } from '../../pageLanguage/blocks';
import { fillTemplate } from '../../contract/textTemplate';
import type { BlockProps } from './blockProps';

/** A banner in the theme's colours: heading, paragraph and a link, filled from the answer. */
export function HeroBlock({ block, answer, loading }: BlockProps<HeroDeclaration>) {
  const navigate = useNavigate();
  if (loading) return <div className="hpc-block-hero"><Skeleton active title paragraph={{ rows: 2 }} /></div>;
  const heading = fillTemplate(block.heading, answer).trim();
  return (
    <div className="hpc-block-hero">
      <h2>{heading}</h2>
      {block.text && <p>{fillTemplate(block.text, answer)}</p>}
      {block.link && <Button ghost onClick={() => navigate(fillTemplate(block.link!.to, answer))}>{block.link.label}</Button>}
    </div>
  );
}
