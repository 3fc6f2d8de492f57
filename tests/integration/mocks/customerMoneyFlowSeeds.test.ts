/**
 * The seeded money flows of the customer section (recharges, orders, bills): valid records of
 * seeded customers, amounts and times that fit each state, and — for each operating page (scoped
 * to the records that need work) and each record page — rows on which every custom action can run.
 */
import { describe, expect, it } from 'vitest';
import billEntity from '../../../schemas/entities/customer-bill.json';
import orderEntity from '../../../schemas/entities/customer-order.json';
import rechargeEntity from '../../../schemas/entities/customer-recharge.json';
import billPage from '../../../schemas/pages/operation-center/customer/customer-bill.json';
import billRecordPage from '../../../schemas/pages/operation-center/customer/customer-bill-record.json';
import orderPage from '../../../schemas/pages/operation-center/customer/customer-order.json';
import orderRecordPage from '../../../schemas/pages/operation-center/customer/customer-order-record.json';
import rechargePage from '../../../schemas/pages/operation-center/customer/customer-recharge.json';
import rechargeRecordPage from '../../../schemas/pages/operation-center/customer/customer-recharge-record.json';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { mockControl } from '../../../mocks/control';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import { SEED_REF_DATE, formatBeijingDate } from '../../../mocks/store/time';
import { recordProblems } from '../../contract/entityValidator';
import { meetsCondition } from '../../../src/contract/actionRules';

const rowsOf = (entity: string) => mockControl.db.collection(`crud.${entity}`).list();
const refDay = formatBeijingDate(SEED_REF_DATE);

function expectValidOfCustomers(entity: unknown, rows: readonly CrudRecord[]): void {
  const customers = new Map(mockControl.db.collection('crud.customer').list().map((c) => [c.id, c.name]));
  expect(rows.flatMap((r) => recordProblems(entity as EntitySchema, JSON.parse(JSON.stringify(r)) as unknown).map((p) => `${r.id} ${p}`))).toEqual([]);
  for (const row of rows) expect(customers.get(row.customerId as number), String(row.id)).toBe(row.customerName);
}

/** Every custom action of the page has at least `min` rows inside the page scope where it shows. */
function expectActionable(page: unknown, rows: readonly CrudRecord[], min: number): void {
  const config = page as ListPageConfig;
  const inScope = rows.filter((r) => Object.entries(config.scope ?? {}).every(([k, v]) => String(r[k]) === String(v)));
  expect(inScope.length).toBeGreaterThanOrEqual(min);
  for (const action of [...(config.rowActions ?? [])]) {
    if (action.type !== 'custom') continue;
    const when = action.showWhen;
    const ready = inScope.filter((r) => meetsCondition(r, when));
    expect(ready.length, `${action.name} on ${JSON.stringify(config.scope ?? {})}`).toBeGreaterThanOrEqual(min);
  }
}

describe('customer recharge seed', () => {
  it('valid recharges of seeded customers within ¥500–¥500,000, ids numbered by day', () => {
    const rows = rowsOf('customer-recharge');
    expect(rows.length).toBe(236);
    expectValidOfCustomers(rechargeEntity, rows);
    for (const row of rows) {
      expect(Number(row.amount)).toBeGreaterThanOrEqual(500);
      expect(Number(row.amount)).toBeLessThanOrEqual(500_000);
      expect(String(row.id).slice(0, 8)).toBe(String(row.createTime).slice(0, 10).replaceAll('-', ''));
    }
  });

  it('states carry their times: confirmed after the request, cancelled with a reason, recent ones pending', () => {
    for (const row of rowsOf('customer-recharge')) {
      if (row.status === 1) expect(String(row.confirmTime) > String(row.createTime)).toBe(true);
      if (row.status === 2) expect([row.cancelReason !== undefined, String(row.cancelTime) > String(row.createTime)]).toEqual([true, true]);
      if (row.status === 0) expect([row.confirmTime, row.cancelTime, String(row.createTime) >= formatBeijingDate(SEED_REF_DATE.getTime() - 7 * 86_400_000)]).toEqual([undefined, undefined, true]);
    }
  });

  it('the 客户充值 page has pending recharges to confirm and cancel', () => {
    expectActionable(rechargePage, rowsOf('customer-recharge'), 20);
    expectActionable(rechargeRecordPage, rowsOf('customer-recharge'), 200);
  });
});

describe('customer order seed', () => {
  it('valid orders of seeded customers whose amount is quantity × unit price, less any discount', () => {
    const rows = rowsOf('customer-order');
    expect(rows.length).toBe(210);
    expectValidOfCustomers(orderEntity, rows);
    for (const row of rows) {
      const list = Number(row.quantity) * Number(row.unitPrice);
      expect(Number(row.amount)).toBeLessThanOrEqual(list);
      expect(Number(row.amount)).toBeGreaterThanOrEqual(list * 0.85);
      expect(Number(row.amount)).toBeLessThanOrEqual(500_000);
    }
  });

  it('states carry their times in order: ordered, paid, finished; cancelled ones were never paid', () => {
    for (const row of rowsOf('customer-order')) {
      const { status } = row;
      expect(row.payTime !== undefined).toBe(status === 1 || status === 3);
      expect(row.finishTime !== undefined).toBe(status === 3);
      expect(row.cancelReason !== undefined && row.cancelTime !== undefined).toBe(status === 2);
      if (row.payTime) expect(String(row.payTime) > String(row.createTime)).toBe(true);
      if (row.finishTime) expect(String(row.finishTime) > String(row.payTime)).toBe(true);
      expect(String(row.createTime).slice(0, 10) <= refDay).toBe(true);
    }
  });

  it('the 客户订单 page has unpaid orders to confirm or cancel, the 订单记录 page paid ones to finish', () => {
    expectActionable(orderPage, rowsOf('customer-order'), 20);
    expectActionable(orderRecordPage, rowsOf('customer-order'), 20);
  });
});

describe('customer bill seed', () => {
  it('valid monthly bills of seeded enterprises: one per customer and month, fees adding up', () => {
    const rows = rowsOf('customer-bill');
    expect(rows.length).toBe(270);
    expectValidOfCustomers(billEntity, rows);
    expect(new Set(rows.map((r) => r.billNo)).size).toBe(rows.length);
    for (const row of rows) {
      expect(Number(row.amount)).toBeCloseTo(Number(row.computeFee) + Number(row.storageFee), 2);
      expect(Number(row.amount)).toBeGreaterThanOrEqual(500);
      expect(Number(row.amount)).toBeLessThanOrEqual(500_000);
      expect(String(row.issueDate) > `${String(row.period)}-31`).toBe(true);
      expect(String(row.issueDate) < String(row.dueDate)).toBe(true);
    }
  });

  it('settled bills are paid in full after issue; unsettled ones are part paid at most, some already overdue', () => {
    const rows = rowsOf('customer-bill');
    for (const row of rows) {
      if (row.status === 1) expect([row.paidAmount, String(row.settleTime) > String(row.issueDate)]).toEqual([row.amount, true]);
      else expect([Number(row.paidAmount) < Number(row.amount), row.settleTime]).toEqual([true, undefined]);
    }
    expect(rows.filter((r) => r.status === 0 && String(r.dueDate) < refDay).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.status === 0 && String(r.dueDate) >= refDay).length).toBeGreaterThanOrEqual(20);
  });

  it('the 客户账单 page has unsettled bills to settle', () => {
    expectActionable(billPage, rowsOf('customer-bill'), 40);
    expectActionable(billRecordPage, rowsOf('customer-bill'), 250);
  });
});
