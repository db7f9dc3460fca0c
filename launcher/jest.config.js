// The built site, checked (and built if stale) once before the first file rather than in each that serves it.
module.exports = { ...require('../tooling/jest/server.preset.js'), displayName: 'launcher', rootDir: __dirname, globalSetup: '<rootDir>/src/testing/ensure-built.ts', setupFilesAfterEnv: ['<rootDir>/jest.setup.js'] };
