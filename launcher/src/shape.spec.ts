// The house's shape (issue 22), on the whole tree: see scripts/check-imports.js for what is read and why.
const shape = require('../../scripts/check-imports.js') as {
  importGraph(): Map<string, string[]>;
  loops(graph: Map<string, string[]>, relativeTo?: string): string[][];
  crossFeatureHandlers(graph: Map<string, string[]>, relativeTo?: string): string[];
};

test('no file imports itself back, directly or through others, and no feature of a service calls another feature\'s handlers', () => {
  const graph = shape.importGraph();
  expect(graph.size).toBeGreaterThan(500);
  expect(shape.loops(graph)).toEqual([]);
  expect(shape.crossFeatureHandlers(graph)).toEqual([]);
});

test('the check sees a loop through two files and a feature reaching into another\'s handlers, and lets shared loaders be', () => {
  const at = (file: string) => `/repo/command-api/src/${file}`;
  const graph = new Map([
    [at('accounts/handlers.ts'), [at('viewings/handlers.ts'), at('shared/aggregates.ts')]],
    [at('viewings/handlers.ts'), [at('accounts/handlers.ts')]],
    [at('offers/handlers.ts'), [at('shared/aggregates.ts'), at('offers/routes.ts')]],
    [at('shared/aggregates.ts'), []],
    [at('offers/routes.ts'), []],
  ]);
  expect(shape.loops(graph, '/repo')).toEqual([['command-api/src/accounts/handlers.ts', 'command-api/src/viewings/handlers.ts']]);
  expect(shape.crossFeatureHandlers(graph, '/repo')).toEqual([
    'command-api/src/accounts/handlers.ts → command-api/src/viewings/handlers.ts',
    'command-api/src/viewings/handlers.ts → command-api/src/accounts/handlers.ts',
  ]);
});
