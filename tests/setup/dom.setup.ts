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
// take more than the 1 s default. Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
// Registered here, not in betweenFiles.ts: this file runs for every test file (see there).
afterAll(resetAppLifetimeState);
