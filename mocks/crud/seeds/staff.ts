// Hand-written, not x-seed hints: exactly a post's 在岗人数 (crud.staff-post) hold it, plus eighteen who left;
// job numbers run per entry year. The count follows the posts, which hints cannot.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Schooling by department: engineers and developers study longer (entity education). */
function educationOf(faker: Faker, dept: string): number {
  if (dept === 'app' || dept === 'tech') return faker.helpers.weightedArrayElement([{ weight: 4, value: 2 }, { weight: 5, value: 3 }, { weight: 1, value: 4 }]);
  if (dept === 'service' || dept === 'admin') return faker.helpers.weightedArrayElement([{ weight: 3, value: 1 }, { weight: 6, value: 2 }, { weight: 1, value: 3 }]);
  return faker.helpers.weightedArrayElement([{ weight: 2, value: 1 }, { weight: 6, value: 2 }, { weight: 2, value: 3 }]);
}

const LEAVE_REASONS = ['个人职业发展，另谋高就', '家庭原因回老家发展', '继续深造，攻读博士学位', '试用期考核未通过', '合同到期不再续签'] as const;

/**
 * The people of the posts: exactly a post's 在岗人数 hold it (试用 when hired in the last six
 * months, 在职 otherwise), plus eighteen who have left over the years.
 */
const staffSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    const posts = get('crud.staff-post');
    const now = refDate.getTime();
    const person = (post: (typeof posts)[number], entry: number) => {
      const gender = faker.helpers.weightedArrayElement([{ weight: 6, value: 1 }, { weight: 4, value: 2 }]);
      return {
        name: personName(faker, gender === 1 ? 'male' : 'female'),
        gender,
        dept: String(post.dept),
        postName: String(post.name),
        phone: mobileNumber(faker),
        entryDate: formatBeijingDate(entry),
        education: educationOf(faker, String(post.dept)),
        createTime: formatBeijingTime(entry - faker.number.int({ min: 1, max: 10 }) * DAY_MS + 10 * HOUR_MS),
      };
    };
    const rows: (ReturnType<typeof person> & Record<string, unknown>)[] = [];
    for (const post of posts) {
      for (let i = 0; i < Number(post.onDuty); i += 1) {
        const recent = faker.datatype.boolean({ probability: 0.15 });
        const entry = now - (recent ? faker.number.int({ min: 5, max: 175 }) : faker.number.int({ min: 190, max: 3000 })) * DAY_MS;
        const regular = entry + faker.helpers.arrayElement([90, 180]) * DAY_MS + 10 * HOUR_MS;
        rows.push({ ...person(post, entry), status: recent ? 2 : 1, regularTime: recent ? undefined : formatBeijingTime(Math.min(regular, now - DAY_MS)) });
      }
    }
    for (let i = 0; i < 18; i += 1) {
      const post = faker.helpers.arrayElement(posts);
      const entry = now - faker.number.int({ min: 120, max: 3000 }) * DAY_MS;
      const reason = faker.helpers.arrayElement(LEAVE_REASONS);
      const probation = reason === '试用期考核未通过';
      const stayed = probation ? faker.number.int({ min: 60, max: 89 }) : faker.number.int({ min: 100, max: Math.floor((now - entry) / DAY_MS) - 1 });
      const left = entry + stayed * DAY_MS + 17 * HOUR_MS;
      const regular = probation ? undefined : entry + 90 * DAY_MS + 10 * HOUR_MS;
      rows.push({
        ...person(post, entry),
        status: 0,
        regularTime: regular !== undefined && regular < left ? formatBeijingTime(regular) : undefined,
        leaveTime: formatBeijingTime(left),
        leaveReason: reason,
      });
    }
    // Job numbers follow the hiring order: HPC + two digits of the entry year + a three-digit sequence.
    rows.sort((a, b) => a.entryDate.localeCompare(b.entryDate));
    const perYear = new Map<string, number>();
    return rows.map((row, index) => {
      const year = row.entryDate.slice(2, 4);
      const seq = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, seq);
      const jobNo = `HPC${year}${String(seq).padStart(3, '0')}`;
      return { ...row, id: 1001 + index, jobNo, email: `${jobNo.toLowerCase()}@hpc-demo.cn` };
    });
  },
};

export default staffSeed;
