module.exports = { ...require('../tooling/jest/frontend.preset.js'), displayName: 'admin-console', rootDir: __dirname };
