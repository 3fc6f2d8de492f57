import { it } from 'vitest';
import { Faker, base, zh_CN } from '@faker-js/faker';
import { collectionDefinitions } from '../../../mocks/store/schema';
import { buildSeed } from '../../../mocks/store/db';
it('times each collection', () => {
  buildSeed(5);
  const times: [string, number, number][] = [];
  const done = new Map<string, unknown[]>();
  const seedOne = (name: string): unknown[] => {
    if (done.has(name)) return done.get(name)!;
    const faker = new Faker({ locale: [zh_CN, base] }); faker.seed(7);
    const t = performance.now();
    const def = (collectionDefinitions as Record<string, { seed: (c: unknown) => Iterable<unknown> }>)[name]!;
    const recs = [...def.seed({ faker, refDate: new Date('2026-11-01'), get: (o: string) => seedOne(o) })];
    times.push([name, performance.now() - t, recs.length]);
    done.set(name, recs); return recs;
  };
  for (const n of Object.keys(collectionDefinitions)) seedOne(n);
  const t2 = performance.now(); for (let i=0;i<20;i++) new Faker({ locale: [zh_CN, base] }); console.log('faker ctor x20', performance.now()-t2);
  times.sort((a, b) => b[1] - a[1]);
  console.log(Object.keys(collectionDefinitions).length, 'total', times.reduce((a, b) => a + b[1], 0).toFixed(0), '\n' + times.slice(0, 25).map((x) => x[1].toFixed(0) + ' ' + x[2] + ' ' + x[0]).join('\n'));
});
