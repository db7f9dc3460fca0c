module.exports = { ...require('./../../tooling/jest/server.preset.js'), displayName: 'read-models', rootDir: __dirname };
