// Shared jest settings for the two Vite front-ends (see ../shared/TOOLCHAIN.md):
// SWC with JSX and the automatic runtime, ESM packages (ol and friends) let through the transform,
// a jsdom with the web APIs react-router 7 needs, and a ResizeObserver for OpenLayers.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');

const esmPackages = [
  'ol', 'rbush', 'quickselect', 'earcut', 'color-rgba', 'color-parse', 'color-space', 'color-name',
  'pbf', 'geotiff', 'quick-lru', 'zstddec', 'lerc', 'react-hotkeys-hook', 'web-worker',
];

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
  setupFilesAfterEnv: [path.join(__dirname, 'frontend.setup.js')],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, jsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.js'),
    '^@fie/domain$': path.join(root, 'packages/domain/src/index.ts'),
    '^@fie/domain/catalogues/(\\w+)$': path.join(root, 'packages/domain/src/i18n/catalogues/$1/index.ts'),
    '^@fie/domain/app-words/(\\w+)$': path.join(root, 'packages/domain/src/i18n/catalogues/$1/app.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  // jsdom renders of whole forms take a second on a quiet machine and several when CI shares two cores with the
  // browser journeys: room for that, rather than a test that fails when the machine is busy.
  testTimeout: 15_000,
};
