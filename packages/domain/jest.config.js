// FormatJS's parser (the catalogue check's) ships only ES modules: compiled like our own sources.
module.exports = { ...require('./../../tooling/jest/server.preset.js'), displayName: 'domain', rootDir: __dirname, transformIgnorePatterns: ['/node_modules/(?!@formatjs/)'] };
