module.exports = { ...require('./../tooling/jest/server.preset.js'), displayName: 'projectors', rootDir: __dirname };
