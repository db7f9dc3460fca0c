// `npm test` runs every project: domain and store contracts, API tests over HTTP,
// front-end component tests in jsdom, and browser journeys in headless Chromium (e2e/).
module.exports = {
  // The default report, then which engine contract suites were skipped and why (a skipped engine is never a pass).
  reporters: ['default', '<rootDir>/scripts/engine-summary.js'],
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/places',
    '<rootDir>/packages/platform',
    '<rootDir>/packages/stores',
    '<rootDir>/packages/read-models',
    '<rootDir>/command-api',
    '<rootDir>/query-api',
    '<rootDir>/projectors',
    '<rootDir>/launcher',
    '<rootDir>/public-web/jest.config.cjs',
    '<rootDir>/admin-console/jest.config.cjs',
    '<rootDir>/e2e',
  ],
};
