module.exports = { ...require('./../tooling/jest/server.preset.js'), displayName: 'command-api', rootDir: __dirname };
