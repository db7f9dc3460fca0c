const preset = require('../tooling/jest/frontend.preset.js');

module.exports = {
  ...preset,
  displayName: 'public-web',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // As in vite.config.ts: the map's share of the gazetteer, from source.
    '^@fie/places/major$': '<rootDir>/../packages/places/src/major.ts',
    // Jest runs CommonJS, which cannot parse `import.meta`; the one file that reads Vite's env gets a stand-in.
    '^.*/lib/env$': '<rootDir>/src/testing/env.ts',
  },
};
