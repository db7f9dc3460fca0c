module.exports = { ...require('../../tooling/jest/server.preset.js'), displayName: 'places', rootDir: __dirname };
