// The only file that reads Vite's build-time env. Jest (CommonJS) cannot parse `import.meta`,
// so jest.config.cjs maps this module to src/testing/env.ts.
export const env: ImportMetaEnv = import.meta.env;
