#!/usr/bin/env node
// What a jest run did with the store contract suites, read from its report (`jest --json --outputFile`).
// An engine's suite is skipped, with the reason in its title, when the environment does not name the engine
// (packages/stores/src/contract-harness.ts); a named engine that cannot be reached fails its suite instead.
// As a jest reporter (jest.config.js) it ends `npm test` with how many engine contract tests were skipped, and why;
// `node scripts/engine-summary.js <report.json>` prints the same from a saved report. scripts/test-engines.js uses
// `contractSuites`.
const { readFileSync } = require('node:fs');

/** As in contract-harness.ts (packages/stores/src/engine-summary.unit.spec.ts holds the two together): the mark between a skipped suite's name and its reason. */
const SKIPPED_MARK = ' — skipped: ';

/** Each contract suite of the run, by its name: how many of its tests passed, failed and were skipped, and why. */
function contractSuites(report) {
  const suites = new Map();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const title = test.ancestorTitles[0] ?? '';
      if (!title.includes(' contract: ')) continue;
      const [name, reason] = title.split(SKIPPED_MARK);
      const suite = suites.get(name) ?? { name, reason, passed: 0, failed: 0, skipped: 0, failure: undefined };
      if (test.status === 'passed') suite.passed++;
      else if (test.status === 'failed') {
        suite.failed++;
        suite.failure ??= (test.failureMessages[0] ?? '').split('\n').find((line) => line.trim())?.trim();
      } else suite.skipped++;
      suites.set(name, suite);
    }
  }
  return [...suites.values()];
}

/** The lines that end a run: how many engine contract tests were skipped, by suite, and why. */
function summary(suites) {
  const skipped = suites.filter((suite) => suite.skipped > 0).sort((a, b) => a.name.localeCompare(b.name));
  const total = skipped.reduce((sum, suite) => sum + suite.skipped, 0);
  return [
    `Engine contract tests skipped: ${total}${total ? ' (nothing ran against these engines)' : ''}`,
    ...skipped.map((suite) => `  ${String(suite.skipped).padStart(3)}  ${suite.name}: ${suite.reason ?? 'skipped'}`),
  ];
}

/** A jest reporter (jest.config.js): `npm test` ends by saying which engines it skipped, when any contract suite ran. */
class EngineSummaryReporter {
  onRunComplete(_contexts, results) {
    // The reporter sees `testResults` per file; the --json report calls them `assertionResults`.
    const suites = contractSuites({ testResults: results.testResults.map((file) => ({ assertionResults: file.testResults })) });
    if (suites.length > 0) console.log(`\n${summary(suites).join('\n')}`);
  }
}

function main(path) {
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`\nEngine contract tests: no jest report to read at ${path} (${error.message}): jest ended before writing it.`);
    process.exit(1);
  }
  console.log(`\n${summary(contractSuites(report)).join('\n')}`);
}

if (require.main === module) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/engine-summary.js <jest --json report>');
    process.exit(2);
  }
  main(process.argv[2]);
}

module.exports = EngineSummaryReporter;
module.exports.contractSuites = contractSuites;
module.exports.SKIPPED_MARK = SKIPPED_MARK;
