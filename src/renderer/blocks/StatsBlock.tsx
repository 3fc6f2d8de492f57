import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { StatsBlock as StatsDeclaration } from '../../pageLanguage/blocks';
import { fillTemplate } from '../../contract/textTemplate';
import type { BlockProps } from './blockProps';
import { figureOf, formatBlockValue } from './blockValues';

/** A row of stat cards, each a figure of the answer formatted like the lists' numbers. */
export function StatsBlock({ block, answer, loading }: BlockProps<StatsDeclaration>) {
  const navigate = useNavigate();
  const links = block.links && block.links.length > 0
    ? <Space>{block.links.map((link, index) => <Button key={link.label} type={index === 0 ? 'primary' : 'default'} onClick={() => navigate(fillTemplate(link.to, answer))}>{link.label}</Button>)}</Space>
    : undefined;
  const cards = (
    <Row gutter={[16, 16]}>
      {block.items.map((item) => {
        const value = loading ? undefined : figureOf(answer, item.value);
        const title = loading ? item.title.replace(/\{[^}]*\}/g, '').trim() : fillTemplate(item.title, answer);
        return (
          <Col key={item.title} flex="1 1 200px">
            <Card className="hpc-block-stat" loading={loading} size="small">
              <Statistic title={title} value={formatBlockValue(value, item.format ?? 'decimal', item.format ? item.toFixed : (item.toFixed ?? 0))} suffix={value === undefined ? undefined : item.unit} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
  return block.title ? <Card title={block.title} extra={links}>{cards}</Card> : cards;
}
