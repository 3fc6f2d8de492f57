/**
 * Issue 35 point 4: the mocks are generated from the contract wherever a family is CRUD-shaped;
 * what stays hand-written (sign-in, storage, payment and the ledger, portal decorations, sockets,
 * faults…) says why. Every mock file that answers requests by hand, and every hand-written seed,
 * opens with a comment carrying "Hand-written" and its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A file that registers request handlers: through its declaration, msw's `http`, or the account service's route helper. */
const ROUTES = /\b(?:operation|publicOperation|storageOperation|aamRoute)\(|\bhttp\.(?:get|post|put|delete|patch|all)\(|\bhttp\[/;
/** "Hand-written" (or "By hand") and at least a clause of reason after it, in the file's opening comment. */
const REASON = /(?:Hand-written|By hand)[^.]{0,40}?[:,—(]\s*\S.{20,}/;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The words of the file's opening comments (its first 60 lines: imports, then the doc comment of what it serves), as one text. */
function openingComment(text: string): string {
  return text.split('\n').slice(0, 60)
    .filter((line) => /^\s*(\/\/|\/\*|\*)/.test(line))
    .map((line) => line.replace(/^\s*(\/\/+|\/\*\*?|\*\/?)\s?/, '').replace(/\*\/\s*$/, ''))
    .join(' ');
}

const handlers = filesIn('mocks/handlers').filter((file) => ROUTES.test(readFileSync(file, 'utf8')));
const seeds = [...filesIn('mocks/store/seeds'), ...filesIn('mocks/crud/seeds')];

describe('what stays hand-written in the mocks says why', () => {
  it.each(handlers)('%s', (file) => {
    expect(openingComment(readFileSync(file, 'utf8')), `${file}: open with a comment "Hand-written: <why the generated CRUD and the declared reads cannot serve this>"`).toMatch(REASON);
  });

  it.each(seeds)('%s', (file) => {
    expect(openingComment(readFileSync(file, 'utf8')), `${file}: open with a comment "Hand-written: <why x-seed hints cannot make these records>"`).toMatch(REASON);
  });
});
