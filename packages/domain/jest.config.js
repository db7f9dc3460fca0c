module.exports = { ...require('./../../tooling/jest/server.preset.js'), displayName: 'domain', rootDir: __dirname };
