import { Alert, Button, Card, Descriptions, InputNumber, Result, Space, Steps, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { operationRequest, type OperationAnswer, type OperationBody } from '../../../renderer/data/operationClient';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { formatYuan, yuanToFen } from '../../../contract/money';
import { PARTITION_NAMES } from './labels';

type PackageOffer = OperationAnswer<'purchase-record', 'get-packages'>[number];
type TopPackage = OperationAnswer<'purchase-record', 'get-buy-top10'>[number];
type Quote = OperationAnswer<'purchase-record', 'post-summary'>;
type Order = OperationAnswer<'purchase-record', 'post-buy'>;
/** The packages get-packages answers are the ones the summary and the purchase declare. */
type PackageId = OperationBody<'purchase-record', 'post-buy'>['packageId'];
type Stage = { step: 0 } | { step: 1; quote: Quote } | { step: 2; quote: Quote; order: Order } | { step: 3; order: Order; balance: number };

/** 购买套餐: choose a package → order summary (POST summary) → buy (order) → pay from the balance → done. */
export default function PurchasePackage() {
  const navigate = useNavigate();
  const offers = useOperationQuery('purchase-record', 'get-packages');
  // The 热销 marks are a hint: without them the packages still sell.
  const top = useOperationQuery('purchase-record', 'get-buy-top10');
  const rankOf = (id: number) => (top.state.status === 'ready' ? top.state.data.find((t) => t.packageId === id) : undefined);
  const [chosen, setChosen] = useState<PackageOffer | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [stage, setStage] = useState<Stage>({ step: 0 });
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The client has shown why (e.g. 账户余额不足，请先充值); the choice stays.
    } finally {
      setBusy(false);
    }
  };
  if (offers.state.status === 'error') return <ErrorPanel title="套餐加载失败" detail={offers.state.message} onRetry={offers.reload} />;

  return (
    <Card title="购买套餐">
      <Steps current={stage.step} className="wb-steps" items={[{ title: '选择套餐' }, { title: '确认订单' }, { title: '支付' }, { title: '完成' }]} />
      {stage.step === 0 && (
        <>
          <div className="wb-cards">
            {(offers.state.status === 'ready' ? offers.state.data : []).map((p) => (
              <Card key={p.id} hoverable role="radio" aria-checked={chosen?.id === p.id} tabIndex={0} onClick={() => setChosen(p)} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') setChosen(p); }}
                style={chosen?.id === p.id ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px rgba(22,119,255,.2)' } : undefined}
                title={<div className="wb-card-title"><span>{p.name}</span><Space size={4}><HotTag rank={rankOf(p.id)} />{chosen?.id === p.id && <Tag color="blue">已选</Tag>}</Space></div>}>
                <div style={{ fontSize: 24, color: '#cf1322' }}>¥ {formatYuan(p.price)}</div>
                <div>{p.coreHours.toLocaleString('zh-CN')} 核时 · {p.months} 个月有效</div>
                <div className="wb-muted">{PARTITION_NAMES[p.partition] ?? p.partition} · {p.note}</div>
              </Card>
            ))}
          </div>
          <Space className="wb-actions">
            <span>购买数量</span>
            <InputNumber aria-label="购买数量" min={1} max={99} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} />
            <span className="wb-muted">同一套餐购买 3 份及以上享九五折</span>
            <Button type="primary" disabled={!chosen} loading={busy} onClick={() => void run(async () => { if (chosen) setStage({ step: 1, quote: await operationRequest('purchase-record', 'post-summary', { body: { packageId: chosen.id as PackageId, quantity } }) }); })}>下一步</Button>
          </Space>
        </>
      )}
      {stage.step === 1 && (
        <>
          <QuoteView quote={stage.quote} />
          {yuanToFen(stage.quote.balance) < yuanToFen(stage.quote.amount) && (
            <Alert className="wb-gap" style={{ marginTop: 16 }} type="warning" showIcon message="账户余额不足以支付该订单，可先提交订单，充值后在“我的订单”中支付。"
              action={<Button size="small" onClick={() => navigate('/application-admin/expense-center/account-recharge')}>去充值</Button>} />
          )}
          <Space className="wb-actions">
            <Button onClick={() => setStage({ step: 0 })}>上一步</Button>
            <Button type="primary" loading={busy} onClick={() => void run(async () => { setStage({ step: 2, quote: stage.quote, order: await operationWrite('purchase-record', 'post-buy', { body: { packageId: stage.quote.packageId as PackageId, quantity: stage.quote.quantity } }) }); })}>提交订单</Button>
          </Space>
        </>
      )}
      {stage.step === 2 && (
        <>
          <Descriptions bordered column={1} items={[
            { key: 'no', label: '订单号', children: stage.order.orderNo },
            { key: 'a', label: '应付金额', children: <strong data-testid="order-amount">{formatYuan(stage.order.amount)} 元</strong> },
            { key: 'b', label: '账户余额', children: `${formatYuan(stage.quote.balance)} 元` },
            { key: 'w', label: '支付方式', children: '账户余额支付' },
          ]} />
          <Space className="wb-actions">
            <Button onClick={() => navigate('/application-admin/expense-center/my-order')}>稍后支付</Button>
            <Button type="primary" loading={busy} onClick={() => void run(async () => { const paid = await operationWrite('purchase-record', 'post-pay', { body: { orderId: stage.order.id } }, { also: ['coin-account'] }); setStage({ step: 3, order: paid, balance: paid.balance }); })}>确认支付</Button>
          </Space>
        </>
      )}
      {stage.step === 3 && (
        <Result status="success" title="购买成功" subTitle={<span data-testid="purchase-result">订单 {stage.order.orderNo} 已支付 {formatYuan(stage.order.amount)} 元，账户余额 {formatYuan(stage.balance)} 元</span>}
          extra={[<Button key="acc" type="primary" onClick={() => navigate('/application-admin/expense-center/my-account')}>查看我的套餐</Button>, <Button key="orders" onClick={() => navigate('/application-admin/expense-center/my-order')}>查看订单</Button>]} />
      )}
    </Card>
  );
}

/** 热销 No.n for the three best sellers; the count of packages sold shows on hover. */
function HotTag({ rank }: { rank: TopPackage | undefined }) {
  if (!rank || rank.rank > 3) return null;
  return <Tag color="volcano" title={`已售 ${rank.buyCount.toLocaleString('zh-CN')} 份`}>热销 No.{rank.rank}</Tag>;
}

function QuoteView({ quote }: { quote: Quote }) {
  return (
    <Descriptions bordered column={2} items={[
      { key: 'n', label: '套餐名称', children: quote.packageName },
      { key: 'c', label: '核时', children: `${(quote.coreHours * quote.quantity).toLocaleString('zh-CN')} 核时` },
      { key: 'm', label: '有效期', children: `${quote.months} 个月` },
      { key: 'q', label: '数量', children: quote.quantity },
      { key: 'u', label: '单价', children: `${formatYuan(quote.unitPrice)} 元` },
      { key: 'd', label: '优惠', children: `-${formatYuan(quote.discount)} 元` },
      { key: 'a', label: '应付金额', children: <strong>{formatYuan(quote.amount)} 元</strong> },
      { key: 'b', label: '账户余额', children: `${formatYuan(quote.balance)} 元` },
    ]} />
  );
}
