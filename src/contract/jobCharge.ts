/**
 * What a job costs, one function for both sides: the mock backend's 作业账单 and 作业费用 charge a
 * job that ran with `jobChargeFen`, and the job form of 应用运行 estimates a job about to start
 * with the same function over its requested walltime (issue 39, "the price before launch").
 * Prices are the operator's 计时计费 rules (schemas/entities/time-billing.json), in fen.
 */
import { chargeFen, formatFen, type Fen } from './money';

/** A job's charge: 核时 × 单价 of its partition, rounded once to the fen. */
export function jobChargeFen(coreHours: number, unitPriceFen: Fen): Fen {
  return chargeFen(coreHours, unitPriceFen);
}

/** One 计时计费 rule (schemas/entities/time-billing.json) as stored: partition, status, effectiveDate, unitPrice (元). */
export type PriceRule = Readonly<Record<string, unknown>>;

/** The unit price (fen) of a partition: its enabled rule with the latest effective date, if any. */
export function rulePriceFen(rules: readonly PriceRule[], partition: string): Fen | undefined {
  const rule = rules
    .filter((r) => r.partition === partition && r.status === 1 && typeof r.unitPrice === 'number')
    .sort((a, b) => String(b.effectiveDate).localeCompare(String(a.effectiveDate)))[0];
  return rule ? Math.round(Number(((rule.unitPrice as number) * 100).toPrecision(15))) : undefined;
}

export interface JobEstimate {
  cores: number;
  walltimeHours: number;
  /** 核时 the job may use at most: cores × walltime. */
  coreHours: number;
  unitPriceFen: Fen;
  /** The charge if it runs its whole walltime. */
  amountFen: Fen;
}

/** The most a job can cost: its cores for its whole requested walltime, charged as a bill charges it. */
export function estimateJob(cores: number, walltimeHours: number, unitPriceFen: Fen): JobEstimate {
  const coreHours = Math.round(Number((cores * walltimeHours).toPrecision(15)) * 100) / 100;
  return { cores, walltimeHours, coreHours, unitPriceFen, amountFen: jobChargeFen(coreHours, unitPriceFen) };
}

/** "32 核 × 24 小时 = 768 核时 × 0.08 元/核时 = 61.44 元" — the formula the form shows. */
export function estimateFormula(estimate: JobEstimate): string {
  return `${estimate.cores} 核 × ${estimate.walltimeHours} 小时 = ${estimate.coreHours} 核时 × ${formatFen(estimate.unitPriceFen)} 元/核时 = ${formatFen(estimate.amountFen)} 元`;
}

/** What the caller's account can still pay for. */
export interface JobFunds {
  /** 账户余额. */
  balanceFen: Fen;
  /** 欠费额度 the operator grants (企业 and 个人 accounts differ). */
  debtLimitFen: Fen;
  /** 未结账单. */
  arrearsFen: Fen;
  /** The estimates of the caller's jobs still queued or running (held until they are billed). */
  reservedFen: Fen;
}

/**
 * 可用额度: the balance, plus what is left of the operator's credit once open bills have used it
 * (欠费额度 is how far unsettled bills may go, coin-control), less the jobs already under way.
 */
export function availableFen(funds: JobFunds): Fen {
  return funds.balanceFen + creditLeftFen(funds) - funds.reservedFen;
}

/** 剩余欠费额度: the credit open bills have not used yet. */
export function creditLeftFen(funds: JobFunds): Fen {
  return Math.max(0, funds.debtLimitFen - funds.arrearsFen);
}

/** Why a job of this estimate cannot start, or '' when the funds cover it. */
export function shortfallMessage(amountFen: Fen, funds: JobFunds): string {
  const available = availableFen(funds);
  if (amountFen <= available) return '';
  return `可用额度不足：预估费用 ${formatFen(amountFen)} 元，可用额度 ${formatFen(Math.max(0, available))} 元。请缩短最长运行时间、减少核数，或先充值`;
}
