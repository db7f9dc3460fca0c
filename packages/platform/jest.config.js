module.exports = { ...require('./../../tooling/jest/server.preset.js'), displayName: 'platform', rootDir: __dirname };
