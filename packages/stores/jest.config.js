module.exports = { ...require('./../../tooling/jest/server.preset.js'), displayName: 'stores', rootDir: __dirname };
