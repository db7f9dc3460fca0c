module.exports = { ...require('../tooling/jest/server.preset.js'), displayName: 'launcher', rootDir: __dirname, setupFilesAfterEnv: ['<rootDir>/jest.setup.js'] };
