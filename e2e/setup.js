// Browser journeys are slow on a 2-core machine; the root jest run does not pass project-level testTimeout on.
jest.setTimeout(120_000);
