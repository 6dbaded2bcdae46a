import { describe, expect, it } from 'vitest';
import { Rng } from './random';

describe('Rng', () => {
  it('gives the same sequence for the same seed, another for another', () => {
    const a = new Rng('seed');
    const b = new Rng('seed');
    const c = new Rng('other');
    const take = (rng: Rng) => Array.from({ length: 5 }, () => rng.uint32());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it('forks independent streams: one fork does not shift another', () => {
    const root = new Rng('root');
    const left = root.fork('left');
    left.next();
    left.next();
    expect(root.fork('right').uuid()).toBe(new Rng('root').fork('right').uuid());
  });

  it('draws version-4 UUIDs, ints in range and normals of mean 0', () => {
    const rng = new Rng('shapes');
    for (let i = 0; i < 200; i++) {
      expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    const normals = Array.from({ length: 4000 }, () => rng.normal());
    const mean = normals.reduce((a, b) => a + b, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
  });
});
