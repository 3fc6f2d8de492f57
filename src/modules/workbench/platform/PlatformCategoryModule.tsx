import { Button, Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { workbenchApi } from '../api/workbenchApi';
import '../workbench.css';

const BILLING: Readonly<Record<number, string>> = { 1: '按核时', 2: '包年包月', 3: '免费' };

/** 行业赋能 category page (/platform/<industry>): the industry module's introduction, solutions, cases and apps, linking to /category. */
export default function PlatformCategoryModule({ industry }: { industry?: unknown }) {
  const navigate = useNavigate();
  const key = typeof industry === 'string' ? industry : '';
  const info = useAsyncData(`industry|${key}`, () => workbenchApi.industry(key));
  if (info.state.status === 'error') return <ErrorPanel title="行业内容加载失败" detail={info.state.message} onRetry={info.reload} />;
  if (info.state.status === 'loading') return <Card loading />;
  const d = info.state.data;
  const category = `/category?industry=${encodeURIComponent(d.key)}`;
  return (
    <div className="wb-page">
      <div className="wb-industry-hero">
        <h2>{d.name}</h2>
        <p>{d.intro}</p>
        <Button ghost onClick={() => navigate(category)}>进入行业应用目录</Button>
      </div>
      <Row gutter={16}>
        <Col span={12}><Card><Statistic title="行业应用" value={d.appCount} suffix="款" /></Card></Col>
        <Col span={12}><Card><Statistic title="累计使用" value={d.useCount} suffix="次" /></Card></Col>
      </Row>
      <Card title="解决方案">
        <Row gutter={[16, 16]}>
          {d.solutions.map((s) => <Col key={s.title} xs={24} md={12}><Card size="small" title={s.title}>{s.text}</Card></Col>)}
        </Row>
      </Card>
      <Card title="行业应用" extra={<Button type="link" onClick={() => navigate(category)}>查看全部</Button>}>
        {d.apps.length === 0 ? <Empty description="该行业暂无上架应用" /> : (
          <div className="wb-cards">
            {d.apps.map((a) => (
              <Card key={a.id} size="small" title={<div className="wb-card-title"><span>{a.appName}</span><Tag>{BILLING[a.billingType]}</Tag></div>}>
                <Typography.Paragraph ellipsis={{ rows: 2 }}>{a.summary}</Typography.Paragraph>
                <div className="wb-muted">{a.vendor} · v{a.version} · 使用 {a.useCount} 次</div>
              </Card>
            ))}
          </div>
        )}
      </Card>
      <Card title="典型案例">
        <Row gutter={[16, 16]}>
          {d.cases.map((c) => <Col key={c.customer} xs={24} md={12}><Card size="small" title={c.customer}>{c.result}</Card></Col>)}
        </Row>
      </Card>
    </div>
  );
}
