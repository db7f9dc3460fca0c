import { BoundedMap } from './bounded-map';

describe('a bounded map', () => {
  test('keeps at most its limit, the least recently used leaving first', () => {
    const map = new BoundedMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3);
    // Reading a makes b the least recently used.
    expect(map.get('a')).toBe(1);
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([1, 3, 4]);
  });

  test('setting a key again makes it the most recently used, without growing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(10);
    expect(map.size).toBe(2);
  });

  test('refuses a limit below one', () => {
    expect(() => new BoundedMap(0)).toThrow('at least one entry');
  });
});
