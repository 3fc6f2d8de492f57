/**
 * Set-up of the DOM project (jsdom): browser APIs jsdom lacks, jest-dom matchers, and
 * testing-library's cleanup after each test. Listed after common.setup.ts: after-hooks run
 * last-registered first, so a component unmounts before the mock backend under it is reset.
 */
import './browserApis';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '../support/testingLibrary';
import { afterAll, afterEach } from 'vitest';
import { resetAppLifetimeState } from './betweenFiles';

// Lazy chunks (shell, login, dialogs) import cold in jsdom; on a busy 2-core machine that can
// take more than the 1 s default, and with other work beside the suite more than 5 s (the first
// 新增客户 dialog of customerInfo.test.tsx, importing the rjsf form, at load 14). The cap is only
// reached by a failing wait: a passing one ends at its state. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
// Registered here, not in betweenFiles.ts: this file runs for every test file (see there).
afterAll(resetAppLifetimeState);
