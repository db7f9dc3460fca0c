import { SKIPPED_MARK } from './contract-harness';

// scripts/engine-summary.js is plain JavaScript run by jest as a reporter, so it cannot import the harness's mark:
// it keeps its own copy, and this holds the two together.
const summary = require('../../../scripts/engine-summary.js') as {
  SKIPPED_MARK: string;
  contractSuites: (report: unknown) => { name: string; reason?: string; skipped: number }[];
};

test('the end-of-run summary reads a skipped engine suite, and its reason, as the contract harness names it', () => {
  expect(summary.SKIPPED_MARK).toBe(SKIPPED_MARK);
  const title = `Event store contract: KurrentDB${SKIPPED_MARK}EVENTSTORE_URL is not set`;
  const report = { testResults: [{ assertionResults: [{ ancestorTitles: [title], status: 'pending', failureMessages: [] }] }] };
  expect(summary.contractSuites(report)).toEqual([expect.objectContaining({ name: 'Event store contract: KurrentDB', reason: 'EVENTSTORE_URL is not set', skipped: 1 })]);
});
