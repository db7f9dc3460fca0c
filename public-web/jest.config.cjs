module.exports = { ...require('../tooling/jest/frontend.preset.js'), displayName: 'public-web', rootDir: __dirname };
