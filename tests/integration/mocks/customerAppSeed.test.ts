/**
 * The seeded customer applications (x-seed hints of schemas/entities/customer-app.json): valid records of seeded
 * customers, licences that fit their kind (trials last 30 days, core-hour billing has no node
 * count), both switch states, and expired as well as soon-expiring licences for the warning.
 */
import { describe, expect, it } from 'vitest';
import entity from '../../../schemas/entities/customer-app.json';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { mockControl } from '../../../mocks/control';
import { SEED_REF_DATE, formatBeijingDate } from '../../../mocks/store/time';
import { recordProblems } from '../../contract/entityValidator';

const DAY = 86_400_000;
const apps = () => mockControl.db.collection('crud.customer-app').list();
const dayOf = (value: unknown) => Date.parse(`${String(value).slice(0, 10)}T00:00:00+08:00`);

describe('customer app seed', () => {
  it('every record satisfies the entity and names a seeded customer', () => {
    const customers = new Map(mockControl.db.collection('crud.customer').list().map((c) => [c.id, c.name]));
    expect(apps().length).toBe(130);
    expect(apps().flatMap((r) => recordProblems(entity as unknown as EntitySchema, JSON.parse(JSON.stringify(r)) as unknown).map((p) => `${r.id} ${p}`))).toEqual([]);
    for (const row of apps()) expect(customers.get(row.customerId as number)).toBe(row.customerName);
  });

  it('licences fit their kind: trials run 30 days, core-hour billing counts no nodes', () => {
    for (const row of apps()) {
      const days = Math.round((dayOf(row.expireDate) - dayOf(row.createTime)) / DAY);
      expect(days).toBe({ 1: 730, 2: 365, 3: 30 }[row.licenseType as 1 | 2 | 3]);
      expect(row.licenseCount === undefined).toBe(row.licenseType === 1);
      expect(String(row.createTime) <= formatBeijingDate(SEED_REF_DATE) + ' 23:59:59').toBe(true);
    }
  });

  it('has enabled and disabled rows, expired licences and ones ending within the warning window', () => {
    const rows = apps();
    const ref = SEED_REF_DATE.getTime();
    expect(rows.filter((r) => r.status === 1).length).toBeGreaterThan(60);
    expect(rows.filter((r) => r.status === 0).length).toBeGreaterThan(10);
    expect(rows.filter((r) => dayOf(r.expireDate) < ref).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.licenseType !== 3 && dayOf(r.expireDate) > ref && dayOf(r.expireDate) - ref < 50 * DAY).length).toBeGreaterThan(5);
  });
});
