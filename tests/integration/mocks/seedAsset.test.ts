import { describe, expect, it } from 'vitest';
import { MOCK_SEED_FILE as EMITTED } from '../../../generators/vite-plugin-mock-seed';
import { buildSeed, DEFAULT_SEED, MockDatabase } from '../../../mocks/store/db';
import { MOCK_SEED_FILE, primeSeedFromAsset } from '../../../mocks/store/seedAsset';

const answer = (body: unknown, status = 200): typeof fetch => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the seed the demo build ships (mock-seed.json)', () => {
  it('is read under the name the build emits it', () => {
    expect(MOCK_SEED_FILE).toBe(EMITTED);
  });

  it('survives JSON whole: the browser restores from it exactly the data it would have generated', () => {
    const seed = buildSeed(DEFAULT_SEED);
    const read = JSON.parse(JSON.stringify(seed)) as typeof seed;
    expect(read).toEqual(seed);
    const fromFile = new MockDatabase(DEFAULT_SEED, undefined, () => read);
    expect(fromFile.collection('users').list()).toEqual(seed.collections.users!.records);
  });

  it('primes only a snapshot of the default seed, and says when it did not', async () => {
    const seed = buildSeed(DEFAULT_SEED);
    await expect(primeSeedFromAsset('/mock-seed.json', answer(seed))).resolves.toBe(true);
    await expect(primeSeedFromAsset('/mock-seed.json', answer({ ...seed, seed: 7 }))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', answer({ format: 2 }))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', answer('not found', 404))).resolves.toBe(false);
    await expect(primeSeedFromAsset('/mock-seed.json', () => Promise.reject(new TypeError('network')))).resolves.toBe(false);
  });
});
