module.exports = { ...require('./../tooling/jest/server.preset.js'), displayName: 'query-api', rootDir: __dirname };
