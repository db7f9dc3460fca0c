// Browser journeys: real Chromium (Debian's) through playwright-core, against the launcher on port 0.
const preset = require('../tooling/jest/server.preset.js');
module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.spec.ts'],
  testTimeout: 120_000,
  // The built site, checked (and built if stale) once before the first journey rather than in every file.
  globalSetup: '<rootDir>/../launcher/src/testing/ensure-built.ts',
  setupFilesAfterEnv: ['<rootDir>/setup.js'],
};
