/**
 * The seeded customer contracts (x-seed hints of schemas/entities/customer-contract.json) tell a consistent story:
 * every record satisfies the entity, belongs to a seeded customer, has a term that fits its
 * state, and each row action of the contract page has rows to act on.
 */
import { describe, expect, it } from 'vitest';
import entity from '../../../schemas/entities/customer-contract.json';
import page from '../../../schemas/pages/operation-center/customer/customer-contract.json';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { mockControl } from '../../../mocks/control';
import { SEED_REF_DATE, formatBeijingDate } from '../../../mocks/store/time';
import { recordProblems } from '../../contract/entityValidator';
import { meetsCondition } from '../../../src/contract/actionRules';

const DAY = 86_400_000;
const contracts = () => mockControl.db.collection('crud.customer-contract').list();

describe('customer contract seed', () => {
  it('every contract satisfies the entity and names a seeded customer by id and name', () => {
    const customers = new Map(mockControl.db.collection('crud.customer').list().map((c) => [c.id, c.name]));
    const rows = contracts();
    expect(rows.length).toBe(150);
    expect(rows.flatMap((r) => recordProblems(entity as unknown as EntitySchema, JSON.parse(JSON.stringify(r)) as unknown).map((p) => `${r.id} ${p}`))).toEqual([]);
    for (const row of rows) expect(customers.get(row.customerId as number)).toBe(row.customerName);
    expect(new Set(rows.map((r) => r.contractNo)).size).toBe(rows.length);
  });

  it('terms fit the states: signed before the start, expired ones ended before the reference day, active ones are running', () => {
    const ref = formatBeijingDate(SEED_REF_DATE);
    for (const row of contracts()) {
      const { signDate, startDate, endDate, status } = row as Record<string, string | number>;
      expect(String(signDate) < String(startDate), `${String(row.contractNo)} signed before it starts`).toBe(true);
      expect(String(startDate) < String(endDate)).toBe(true);
      if (status === 2) expect(String(endDate) < ref).toBe(true);
      if (status === 1) expect(String(startDate) <= ref && ref <= String(endDate), `${String(row.contractNo)} is running`).toBe(true);
      if (status === 0) expect(String(startDate) > ref).toBe(true);
      if (status === 3) expect(row.terminateTime && row.terminateReason).toBeTruthy();
    }
  });

  it('a few active contracts end within the 30-day warning window and several have expired', () => {
    const rows = contracts();
    const soon = rows.filter((r) => r.status === 1 && Date.parse(`${String(r.endDate)}T00:00:00+08:00`) - SEED_REF_DATE.getTime() < 50 * DAY);
    expect(soon.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.status === 2).length).toBeGreaterThanOrEqual(10);
  });

  it('each row action with a state condition has rows in that state', () => {
    const rows = contracts();
    for (const action of (page as ListPageConfig).rowActions ?? []) {
      const when = action.showWhen;
      if (!when) continue;
      expect(rows.filter((r) => meetsCondition(r, when)).length, `${action.type} ${JSON.stringify(when)}`).toBeGreaterThanOrEqual(5);
    }
  });
});
