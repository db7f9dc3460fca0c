// Shared jest settings for the Node services and packages: SWC compiles TypeScript
// (no type-check here; `npm run typecheck` does that) and workspace packages resolve to their sources,
// so tests never depend on a previous build.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@fie/domain$': path.join(root, 'packages/domain/src/index.ts'),
    '^@fie/places$': path.join(root, 'packages/places/src/index.ts'),
    '^@fie/platform$': path.join(root, 'packages/platform/src/index.ts'),
    '^@fie/stores$': path.join(root, 'packages/stores/src/index.ts'),
    '^@fie/stores/testing$': path.join(root, 'packages/stores/src/testing.ts'),
    '^@fie/read-models$': path.join(root, 'packages/read-models/src/index.ts'),
    '^@fie/command-api$': path.join(root, 'command-api/src/index.ts'),
    '^@fie/query-api$': path.join(root, 'query-api/src/index.ts'),
    '^@fie/projectors$': path.join(root, 'projectors/src/index.ts'),
    '^@fie/launcher$': path.join(root, 'launcher/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
