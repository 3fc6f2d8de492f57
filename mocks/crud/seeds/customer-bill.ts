// Hand-written: one bill per enterprise and month for six months, with a spending level kept across a customer's months and
// bill numbers made of the customer id; x-seed-per gives a set per customer but no month per position nor a level shared by the set.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { duringOfficeHours } from './support/customerRelations';

const DAY = 86_400_000;
/** Bills are issued on the 1st of the next month and due on the 20th. */
const ISSUE_DAY = 1;
const DUE_DAY = 20;

/** The month `back` months before the reference month, as { year, month (1-12) }. */
function monthBefore(refDate: Date, back: number): { year: number; month: number } {
  const beijing = new Date(refDate.getTime() + 8 * 3_600_000);
  const index = beijing.getUTCFullYear() * 12 + beijing.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function beijingDay(year: number, month: number, day: number): Date {
  return new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00+08:00`);
}

/**
 * Monthly bills of 45 enterprise customers for the six months before the reference month. Last
 * month's bills are mostly unsettled (due on the 20th); a few older ones are still unsettled and
 * so overdue; the rest were settled, mostly before their due day. Unsettled bills may carry a
 * part payment.
 */
const customerBillSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const enterprises = get('crud.customer').filter((c) => c.customerType === 1 && String(c.createTime) < formatBeijingTime(refDate.getTime() - 200 * DAY));
    const billed = faker.helpers.arrayElements(enterprises, Math.min(45, enterprises.length));
    const rows = billed.flatMap((customer) => {
      // A customer's spending level stays about the same from month to month.
      const level = faker.number.float({ min: 0.05, max: 1 });
      return [6, 5, 4, 3, 2, 1].map((back) => {
        const { year, month } = monthBefore(refDate, back);
        const next = monthBefore(refDate, back - 1);
        const issue = beijingDay(next.year, next.month, ISSUE_DAY);
        const due = beijingDay(next.year, next.month, DUE_DAY);
        const computeFee = Math.round(level * faker.number.float({ min: 8_000, max: 300_000 }) * 100) / 100;
        const storageFee = Math.round(faker.number.float({ min: 500, max: 30_000 }) * 100) / 100;
        const amount = Math.round((computeFee + storageFee) * 100) / 100;
        const unsettledShare = back === 1 ? 0.85 : back === 2 ? 0.2 : back === 3 ? 0.08 : 0;
        const settled = !faker.datatype.boolean({ probability: unsettledShare });
        const late = settled && faker.datatype.boolean({ probability: 0.15 });
        const settleDay = late
          ? new Date(due.getTime() + faker.number.int({ min: 1, max: 25 }) * DAY)
          : new Date(issue.getTime() + faker.number.int({ min: 1, max: DUE_DAY - ISSUE_DAY - 1 }) * DAY);
        const part = !settled && faker.datatype.boolean({ probability: 0.3 }) ? Math.round(amount * faker.number.float({ min: 0.2, max: 0.8 }) / 100) * 100 : 0;
        return {
          billNo: `ZD${year}${String(month).padStart(2, '0')}-${String(customer.id).padStart(5, '0')}`,
          customerId: customer.id,
          customerName: String(customer.name),
          period: `${year}-${String(month).padStart(2, '0')}`,
          computeFee,
          storageFee,
          amount,
          paidAmount: settled ? amount : part,
          status: settled ? 1 : 0,
          issueDate: formatBeijingDate(issue),
          dueDate: formatBeijingDate(due),
          settleTime: settled ? formatBeijingTime(duringOfficeHours(faker, settleDay)) : undefined,
        };
      });
    });
    rows.sort((a, b) => (a.period === b.period ? a.billNo.localeCompare(b.billNo) : a.period.localeCompare(b.period)));
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default customerBillSeed;
