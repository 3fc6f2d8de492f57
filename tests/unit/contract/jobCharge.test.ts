/**
 * The price of a job (src/contract/jobCharge.ts): the one function 作业账单 charges with and the job
 * form estimates with — 核时 × 单价 to the fen, the enabled 计时计费 rule's price, the formula as
 * shown, and whether the account's funds cover it.
 */
import { describe, expect, it } from 'vitest';
import { jobCostFen } from '../../../mocks/handlers/costViews';
import { availableFen, creditLeftFen, estimateFormula, estimateJob, jobChargeFen, rulePriceFen, shortfallMessage } from '../../../src/contract/jobCharge';

describe('jobCharge', () => {
  it('charges core-hours at the unit price, rounded once to the fen, and the bills use the same function', () => {
    expect(jobChargeFen(768, 8)).toBe(6144);
    expect(jobChargeFen(12.345, 10)).toBe(123); // 123.45 fen → 123
    expect(jobChargeFen(0.1 + 0.2, 100)).toBe(30); // no float tail
    expect(jobCostFen).toBe(jobChargeFen);
  });

  it('estimates a job over its whole walltime and writes the formula', () => {
    const estimate = estimateJob(32, 24, 8);
    expect(estimate).toEqual({ cores: 32, walltimeHours: 24, coreHours: 768, unitPriceFen: 8, amountFen: 6144 });
    expect(estimateFormula(estimate)).toBe('32 核 × 24 小时 = 768 核时 × 0.08 元/核时 = 61.44 元');
    expect(estimateFormula(estimateJob(64, 168, 650))).toBe('64 核 × 168 小时 = 10752 核时 × 6.50 元/核时 = 69,888.00 元');
  });

  it('reads the price of the enabled rule with the latest effective date, and nothing for a partition without one', () => {
    const rules = [
      { partition: 'cpu_normal', status: 0, effectiveDate: '2027-01-01', unitPrice: 0.5 },
      { partition: 'cpu_normal', status: 1, effectiveDate: '2025-01-01', unitPrice: 0.1 },
      { partition: 'cpu_normal', status: 1, effectiveDate: '2026-01-01', unitPrice: 0.07 },
      { partition: 'gpu_a800', status: 1, effectiveDate: '2026-01-01', unitPrice: 6.5 },
    ];
    expect(rulePriceFen(rules, 'cpu_normal')).toBe(7);
    expect(rulePriceFen(rules, 'gpu_a800')).toBe(650);
    expect(rulePriceFen(rules, 'fat_mem')).toBeUndefined();
  });

  it('covers a job from the balance plus the credit open bills left, less jobs under way, and says why when it cannot', () => {
    const funds = { balanceFen: 10_000, debtLimitFen: 100_000, arrearsFen: 20_000, reservedFen: 5_000 };
    expect(creditLeftFen(funds)).toBe(80_000);
    expect(availableFen(funds)).toBe(85_000);
    expect(shortfallMessage(85_000, funds)).toBe('');
    expect(shortfallMessage(85_001, funds)).toBe('可用额度不足：预估费用 850.01 元，可用额度 850.00 元。请缩短最长运行时间、减少核数，或先充值');
    // Open bills beyond the credit use it all, and only the balance is left.
    const overdue = { ...funds, arrearsFen: 200_000 };
    expect(creditLeftFen(overdue)).toBe(0);
    expect(availableFen(overdue)).toBe(5_000);
    expect(shortfallMessage(5_001, overdue)).toBe('可用额度不足：预估费用 50.01 元，可用额度 50.00 元。请缩短最长运行时间、减少核数，或先充值');
    expect(shortfallMessage(1, { ...overdue, reservedFen: 20_000 })).toBe('可用额度不足：预估费用 0.01 元，可用额度 0.00 元。请缩短最长运行时间、减少核数，或先充值');
  });
});
