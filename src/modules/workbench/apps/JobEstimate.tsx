import type { Form } from '@formily/core';
import { observer } from '@formily/react';
import { Alert, Typography } from 'antd';
import { availableFen, creditLeftFen, estimateFormula, shortfallMessage, type JobFunds } from '../../../contract/jobCharge';
import { formatFen } from '../../../contract/money';
import type { OperationAnswer } from '../../../renderer/data/operationClient';
import { estimateOfValues } from './jobPrice';
import './jobEstimate.css';

type AppForm = OperationAnswer<'starlight', 'get-app-forms'>;

interface Props {
  form: AppForm;
  jobForm: Form;
  /** The account's funds, or why they could not be read (the server still checks at submission). */
  funds: { ready: true; value: JobFunds } | { ready: false; message: string };
}

/**
 * 费用预估 under the job form: follows every keystroke of 核数, 最长运行时间 and the partition,
 * shows the formula (核时 × 单价 of the partition) and what the account can still pay for, and
 * says before submitting when it cannot.
 */
export const JobEstimate = observer(({ form, jobForm, funds }: Props) => {
  const estimate = estimateOfValues(form, jobForm.values as Record<string, unknown>);
  const short = estimate && funds.ready ? shortfallMessage(estimate.amountFen, funds.value) : '';
  return (
    <section className="wb-estimate" aria-label="费用预估" aria-live="polite">
      {estimate
        ? <>
          <div><span className="wb-muted">预估费用</span> <strong className="wb-money wb-estimate-amount">{formatFen(estimate.amountFen)} 元</strong></div>
          <Typography.Text className="wb-muted">{estimateFormula(estimate)}（按最长运行时间计，实际按已用核时结算）</Typography.Text>
        </>
        : <Typography.Text className="wb-muted">选择计算分区并填写核数与最长运行时间后显示预估费用</Typography.Text>}
      {funds.ready
        ? <div className="wb-muted">
          可用额度 <span className="wb-money">{formatFen(availableFen(funds.value))} 元</span>
          （余额 {formatFen(funds.value.balanceFen)} 元 + 剩余欠费额度 {formatFen(creditLeftFen(funds.value))} 元 − 排队与运行中作业预估 {formatFen(funds.value.reservedFen)} 元；欠费额度 {formatFen(funds.value.debtLimitFen)} 元，未结账单 {formatFen(funds.value.arrearsFen)} 元）
        </div>
        : <div className="wb-muted">{funds.message}</div>}
      {short && <Alert type="error" showIcon message={short} />}
    </section>
  );
});
