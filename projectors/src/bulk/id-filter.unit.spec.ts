import { IdFilter } from './id-filter';

test('an id added is always had; one never added rarely is', () => {
  const filter = new IdFilter();
  const added = Array.from({ length: 50_000 }, (_, i) => `message-${i}-${(i * 7919) % 10007}`);
  for (const id of added) filter.add(id);
  expect(added.every((id) => filter.has(id))).toBe(true);
  const others = Array.from({ length: 50_000 }, (_, i) => `message-${i + 1_000_000}-x`);
  const false_ = others.filter((id) => filter.has(id)).length;
  // About 1 % a layer, and the layers (4,096 ids doubling to 50,000) are each asked.
  expect(false_ / others.length).toBeLessThan(0.05);
  expect(new IdFilter().has('anything')).toBe(false);
});
