import { rebuildThreads } from './bulk-rebuild';

describe('the threads a rebuild folds on when not told (REBUILD_THREADS unset)', () => {
  test('Given free cores, a thread per idle core; given busy cores, none: threads cost CPU of their own and only compete', () => {
    expect(rebuildThreads(2, 0.2).threads).toBe(2);
    expect(rebuildThreads(8, 3).threads).toBe(5);
    expect(rebuildThreads(2, 1).threads).toBe(0);
    expect(rebuildThreads(2, 12).threads).toBe(0);
    expect(rebuildThreads(1, 0).threads).toBe(0);
  });

  test('It says what it chose and from what', () => {
    expect(rebuildThreads(2, 7.25).why).toBe("chosen: the rebuild's own thread, 2 cores at load 7.3 (threads pay only with two cores idle)");
    expect(rebuildThreads(4, 0.5).why).toBe('chosen: 4 of 4 cores at load 0.5');
  });
});
