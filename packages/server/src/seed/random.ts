/**
 * A seeded pseudo-random generator (sfc32 seeded through cyrb128). Only 32-bit integer operations,
 * so a seed gives the same sequence on every machine and Node version; Math.random would not.
 * Streams are forked by label (`rng.fork('portal-0/client-17')`), so one client's data does not
 * depend on how many random numbers another client consumed: generation can stream and stay stable.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    // Discard the first outputs: sfc32 mixes weakly right after seeding.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** An independent stream whose seed is this one's plus a label. */
  fork(label: string | number): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  uint32(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [item, weight] of entries) {
      target -= weight;
      if (target < 0) return item;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const value = this.spareNormal;
      this.spareNormal = undefined;
      return value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  /** A version-4-shaped UUID drawn from this stream (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const a = this.uint32();
    const b = this.uint32();
    const c = this.uint32();
    const d = this.uint32();
    // Hot path (one id per row): byte-to-hex table rather than toString(16) and padding.
    return (
      HEX[a >>> 24]! +
      HEX[(a >>> 16) & 0xff]! +
      HEX[(a >>> 8) & 0xff]! +
      HEX[a & 0xff]! +
      '-' +
      HEX[b >>> 24]! +
      HEX[(b >>> 16) & 0xff]! +
      '-' +
      HEX[0x40 | ((b >>> 8) & 0x0f)]! +
      HEX[b & 0xff]! +
      '-' +
      HEX[0x80 | ((c >>> 24) & 0x3f)]! +
      HEX[(c >>> 16) & 0xff]! +
      '-' +
      HEX[(c >>> 8) & 0xff]! +
      HEX[c & 0xff]! +
      HEX[d >>> 24]! +
      HEX[(d >>> 16) & 0xff]! +
      HEX[(d >>> 8) & 0xff]! +
      HEX[d & 0xff]!
    );
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** cyrb128: a fast 128-bit string hash, enough to spread similar seeds apart. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
