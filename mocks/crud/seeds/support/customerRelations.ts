// Hand-written: helpers the remaining hand-written customer seeds share (picking a customer, office hours, ids numbered by day).
/**
 * Helpers the customer-operation seeds share (contracts, resources, apps, recharges, orders,
 * bills): they all hang off the seeded customers (`crud.customer`). This folder is not globbed
 * as a seed (mocks/crud/crudCollections.ts reads ./seeds/*.ts only).
 */
import type { Faker } from '@faker-js/faker';
import type { CrudRecord } from '../../crudRecord';
import { personName } from '../../seedVocab';

const DAY = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/**
 * A seeded customer: an enterprise (customerType 1) with the given probability, else a personal
 * customer; enabled customers (status 1) are four times as likely as disabled ones.
 */
export function pickCustomer(faker: Faker, customers: readonly CrudRecord[], enterpriseShare: number): CrudRecord {
  const wantType = faker.datatype.boolean({ probability: enterpriseShare }) ? 1 : 2;
  const pool = customers.filter((c) => c.customerType === wantType);
  const from = pool.length > 0 ? pool : customers;
  const enabled = from.filter((c) => c.status === 1);
  const list = enabled.length > 0 && faker.datatype.boolean({ probability: 0.8 }) ? enabled : from;
  return faker.helpers.arrayElement(list);
}

/** A customer's name without the company-form suffix, to head a contract or package name. */
export function customerShortName(name: string): string {
  return name.replace(/(股份有限公司|科技有限公司|有限公司)$/, '');
}

/** Names of the operations staff who own contracts and file requests. */
export function staffNames(faker: Faker, count: number): string[] {
  return Array.from({ length: count }, () => personName(faker));
}

/** A time of day within office hours (09:00–18:59) on the given day. */
export function duringOfficeHours(faker: Faker, day: Date): Date {
  const start = new Date(Math.floor((day.getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000);
  return new Date(start.getTime() + faker.number.int({ min: 9 * 60, max: 18 * 60 + 59 }) * 60_000 + faker.number.int({ min: 0, max: 59 }) * 1000);
}

/**
 * Ids that read as business numbers (充值单号, 订单号: the page shows them with a prefix such as
 * "CZ"): the Beijing day of `time` followed by a four-digit sequence within that day, in the
 * order of the rows (sorted by time first). New records continue the sequence (the store hands
 * out the largest id + 1).
 */
export function dayNumberedIds<T extends { createTime: string }>(rows: readonly T[]): (T & { id: number })[] {
  const perDay = new Map<string, number>();
  return rows.map((row) => {
    const day = row.createTime.slice(0, 10).replaceAll('-', '');
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    return { ...row, id: Number(`${day}${String(seq).padStart(4, '0')}`) };
  });
}

/** The name of whoever asks for a customer's recharge or order: the enterprise contact, or the person. */
export function customerApplicant(customer: CrudRecord): string {
  return customer.customerType === 1 ? String(customer.contact) : String(customer.name);
}
