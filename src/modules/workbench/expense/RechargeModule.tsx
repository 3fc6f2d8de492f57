import { Alert, Button, Card, Descriptions, Input, QRCode, Radio, Result, Space, Spin, Steps, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../core/feedback/notify';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { useReloadOnReturn } from '../useReloadOnReturn';
import { operationRequest, type OperationAnswer } from '../../../renderer/data/operationClient';
import { operationWrite, useOperationQuery } from '../../../renderer/data/operationQueries';
import { formatFen, formatYuan, parseAmount, yuanToFen } from '../../../contract/money';
import { pollPayResult, type PollOutcome } from '../model/payPolling';
import { describeOutcome } from '../model/payOutcome';
import { DEFAULT_PAYTYPE, PAY_TYPE_OPTIONS, RECHARGE_STATUS } from './labels';
import '../workbench.css';

const PRESETS_FEN = [10_000, 50_000, 100_000, 500_000];
const MAX_FEN = 100_000_000;

type Recharge = OperationAnswer<'coin-account', 'post-invest'>;
type PayAnswer = OperationAnswer<'pay', 'post'>;
/** Polled quietly: no overlay and no toast per read (the page shows the state). */
const QUIET = { loading: false, silent: true } as const;

/** POST pay with the payment request the coin account made (invest/pay1, or invest/pay2 for another type). */
const payWith = async (request: Promise<OperationAnswer<'coin-account', 'post-invest-pay1'>>): Promise<PayAnswer> =>
  operationWrite('pay', 'post', { body: await request });

type Stage =
  | { step: 'amount' }
  | { step: 'paying'; recharge: Recharge; pay: Pick<PayAnswer, 'reqsn' | 'paytype' | 'trxamt' | 'payinfo'> }
  | { step: 'result'; recharge: Recharge; outcome: PollOutcome<OperationAnswer<'pay', 'get-result'>>['outcome']; reason: string; balance: number | null; serialNo?: string };

/**
 * 账户充值 (/application-admin/expense-center/account-recharge, /backstage/recharge, /account-recharge):
 * amount → POST invest → POST invest/pay1 (the payment request) → POST pay (W01 by default) → the
 * QR step while GET pay result is polled (another payment type there: invest/pay2, then pay again)
 * → success (with the ledger line of GET coin-account/pay-result), failure, timeout or cancelled.
 * The balance shown after success is the server's.
 */
export default function RechargeModule({ back }: { back?: unknown }) {
  const navigate = useNavigate();
  const backTo = typeof back === 'string' ? back : '/application-admin/application-center';
  const info = useOperationQuery('coin-account', 'get-account-info');
  const history = useOperationQuery('coin-account', 'get-invest-page', { query: { pageIndex: 1, pageSize: 5 } });
  const returnRef = useReloadOnReturn(info.reload, history.reload);
  const [text, setText] = useState('100.00');
  const [error, setError] = useState<string | null>(null);
  const [paytype, setPaytype] = useState<string>(DEFAULT_PAYTYPE);
  const [stage, setStage] = useState<Stage>({ step: 'amount' });
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef(false);
  // Each poll's number: a poll that a newer one (another payment type) replaced stops quietly.
  const pollRef = useRef(0);

  useEffect(() => () => { cancelRef.current = true; }, []);

  const poll = async (recharge: Recharge) => {
    cancelRef.current = false;
    const own = ++pollRef.current;
    const stale = () => cancelRef.current || own !== pollRef.current;
    const result = await pollPayResult({ fetchResult: () => operationRequest('pay', 'get-result', { query: { reqsn: recharge.reqsn } }, QUIET), cancelled: stale, intervalMs: 1_000, timeoutMs: 120_000 });
    if (stale()) return; // the page was left, 取消充值 shows its own outcome, or another payment type is being paid
    // The credit's ledger line, shown with the success; the result stands without it.
    const credit = result.outcome === 'success' ? await operationRequest('coin-account', 'get-pay-result', { query: { reqsn: recharge.reqsn } }, QUIET).catch(() => null) : null;
    if (stale()) return;
    setStage({
      step: 'result', recharge: result.result ?? recharge, outcome: result.outcome,
      reason: result.outcome === 'failed' ? result.reason : '', balance: credit?.balance ?? result.result?.balance ?? null,
      ...(credit?.credited ? { serialNo: credit.serialNo } : {}),
    });
    info.reload();
    history.reload();
  };

  const submit = async () => {
    const parsed = parseAmount(text, { label: '充值金额', maxFen: MAX_FEN });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    if (info.state.status !== 'ready') return;
    setBusy(true);
    try {
      const recharge = await operationWrite('coin-account', 'post-invest', { body: { amount: parsed.fen / 100 } });
      const pay = await payWith(operationWrite('coin-account', 'post-invest-pay1', { body: { reqsn: recharge.reqsn, paytype: paytypeOf(paytype) } }));
      setStage({ step: 'paying', recharge: { ...recharge, paytype }, pay });
      void poll(recharge);
    } catch {
      // The client has shown why; the amount stays as typed.
    } finally {
      setBusy(false);
    }
  };

  /** Pays the waiting recharge with another type: a new code to scan, the result polled again. */
  const switchPaytype = async (recharge: Recharge, next: string) => {
    if (next === recharge.paytype) return;
    setBusy(true);
    pollRef.current += 1; // the running poll stops
    try {
      const pay = await payWith(operationWrite('coin-account', 'post-invest-pay2', { body: { reqsn: recharge.reqsn, paytype: paytypeOf(next) } }));
      const switched = { ...recharge, paytype: next };
      setPaytype(next);
      setStage({ step: 'paying', recharge: switched, pay });
      void poll(switched);
    } catch {
      // The client has shown why (e.g. paid meanwhile): read the real state again.
      void poll(recharge);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (recharge: Recharge) => {
    cancelRef.current = true;
    try {
      const done = await operationWrite('coin-account', 'put-cancel', { body: { reqsn: recharge.reqsn } });
      setStage({ step: 'result', recharge: done, outcome: 'cancelled', reason: '', balance: null });
      notify.success('已取消充值');
    } catch {
      // Paid meanwhile or already over: read the real state again.
      void poll(recharge);
    }
  };

  if (info.state.status === 'error') return <ErrorPanel title="账户信息加载失败" detail={info.state.message} onRetry={info.reload} />;
  const balance = info.state.status === 'ready' ? formatYuan(info.state.data.balance) : '—';
  const current = stage.step === 'amount' ? 0 : stage.step === 'paying' ? 1 : 2;

  return (
    <div ref={returnRef} className="wb-page">
      <Card title="账户充值" extra={<Button onClick={() => navigate(backTo)}>返回</Button>}>
        <Steps current={current} items={[{ title: '填写金额' }, { title: '扫码支付' }, { title: '支付结果' }]} className="wb-steps" />
        {stage.step === 'amount' && (
          <div className="wb-recharge-form">
            <Descriptions column={1} size="small" items={[
              { key: 'user', label: '充值账户', children: info.state.status === 'ready' ? `${info.state.data.displayName}（${info.state.data.userName}）` : '—' },
              { key: 'balance', label: '当前余额', children: <span data-testid="recharge-balance">{balance} 元</span> },
            ]} />
            <Typography.Title level={5}>充值金额</Typography.Title>
            <Space wrap>
              {PRESETS_FEN.map((fen) => (
                <Button key={fen} type={yuanToFenSafe(text) === fen ? 'primary' : 'default'} onClick={() => { setText(formatFen(fen).replace(/,/g, '')); setError(null); }}>
                  {formatFen(fen)} 元
                </Button>
              ))}
            </Space>
            <div className="wb-field">
              <Input
                aria-label="充值金额" addonAfter="元" value={text} status={error ? 'error' : undefined} style={{ width: 260 }}
                onChange={(e) => { setText(e.target.value); setError(null); }} onPressEnter={() => void submit()}
              />
              {error && <div className="wb-field-error" role="alert">{error}</div>}
            </div>
            <Typography.Title level={5}>支付方式</Typography.Title>
            <Radio.Group value={paytype} onChange={(e) => setPaytype(String(e.target.value))} options={PAY_TYPE_OPTIONS.map((o) => ({ ...o }))} optionType="button" />
            <div className="wb-actions">
              <Button type="primary" loading={busy} disabled={info.state.status !== 'ready'} onClick={() => void submit()}>下一步</Button>
            </div>
          </div>
        )}
        {stage.step === 'paying' && (
          <div className="wb-pay">
            <QRCode value={stage.pay.payinfo} size={180} />
            <div>
              <Typography.Title level={4} data-testid="pay-amount">应付金额：{formatFen(stage.pay.trxamt)} 元</Typography.Title>
              <Descriptions column={1} size="small" items={[
                { key: 'reqsn', label: '订单号', children: stage.recharge.reqsn },
                {
                  key: 'type', label: '支付方式', children: (
                    <Radio.Group aria-label="更换支付方式" size="small" optionType="button" disabled={busy} value={stage.pay.paytype}
                      onChange={(e) => void switchPaytype(stage.recharge, String(e.target.value))} options={PAY_TYPE_OPTIONS.map((o) => ({ ...o }))} />
                  ),
                },
              ]} />
              <Space className="wb-pay-wait"><Spin size="small" /> <span>请使用手机扫码完成支付，正在等待支付结果…</span></Space>
              <div className="wb-actions"><Button danger onClick={() => void cancel(stage.recharge)}>取消充值</Button></div>
            </div>
          </div>
        )}
        {stage.step === 'result' && <PayResultView stage={stage} onAgain={() => { setStage({ step: 'amount' }); }} onRefresh={() => { setStage({ step: 'paying', recharge: stage.recharge, pay: { reqsn: stage.recharge.reqsn, paytype: paytypeOf(stage.recharge.paytype), trxamt: yuanToFen(stage.recharge.amount), payinfo: `weixin://wxpay/bizpayurl?pr=${stage.recharge.reqsn.slice(-10)}` } }); void poll(stage.recharge); }} onCancel={() => void cancel(stage.recharge)} onLedger={() => navigate('/application-admin/expense-center/record-detail')} />}
      </Card>
      <Card title="最近充值记录" className="wb-gap">
        {history.state.status === 'error'
          ? <ErrorPanel title="充值记录加载失败" detail={history.state.message} onRetry={history.reload} />
          : <Table<Recharge> rowKey="id" size="small" pagination={false} loading={history.state.status === 'loading'} dataSource={history.state.status === 'ready' ? history.state.data.records : []} columns={[
            { title: '订单号', dataIndex: 'reqsn' },
            { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
            { title: '支付方式', dataIndex: 'payTypeName' },
            { title: '状态', dataIndex: 'status', render: (s: Recharge['status']) => <Tag color={RECHARGE_STATUS[s].color}>{RECHARGE_STATUS[s].text}</Tag> },
            { title: '创建时间', dataIndex: 'createTime' },
            { title: '完成时间', dataIndex: 'finishTime' },
          ]} />}
      </Card>
    </div>
  );
}

/** A payment type the page offers (the radio's value), as the declaration types it. */
function paytypeOf(value: string): (typeof PAY_TYPE_OPTIONS)[number]['value'] {
  return PAY_TYPE_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_PAYTYPE;
}

function yuanToFenSafe(text: string): number | null {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.fen : null;
}

interface ResultProps {
  stage: Extract<Stage, { step: 'result' }>;
  onAgain: () => void;
  onRefresh: () => void;
  onCancel: () => void;
  onLedger: () => void;
}

function PayResultView({ stage, onAgain, onRefresh, onCancel, onLedger }: ResultProps) {
  const view = describeOutcome({ outcome: stage.outcome, amount: stage.recharge.amount, reqsn: stage.recharge.reqsn, reason: stage.reason, balance: stage.balance });
  const text = (
    <>
      <span data-testid="pay-result">{view.text}</span>
      {stage.serialNo && <div className="wb-muted" data-testid="pay-serial">入账流水号：{stage.serialNo}</div>}
    </>
  );
  if (view.status === 'info') {
    return (
      <>
        <Alert type="info" showIcon message={view.title} description={text} />
        <div className="wb-actions"><Button type="primary" onClick={onAgain}>重新充值</Button></div>
      </>
    );
  }
  const extra = stage.outcome === 'success'
    ? [<Button type="primary" key="ledger" onClick={onLedger}>查看收支明细</Button>, <Button key="again" onClick={onAgain}>继续充值</Button>]
    : stage.outcome === 'timeout'
      ? [<Button type="primary" key="refresh" onClick={onRefresh}>刷新结果</Button>, <Button key="cancel" danger onClick={onCancel}>取消充值</Button>]
      : <Button type="primary" onClick={onAgain}>重新充值</Button>;
  return <Result status={view.status} title={view.title} subTitle={text} extra={extra} />;
}
