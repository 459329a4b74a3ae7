import type { Randomizer } from '@faker-js/faker';

/** Murmur3's finaliser: spreads every input bit over the 32-bit result. */
function avalanche(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable 32-bit hash of a text (FNV-1a over UTF-16 units, then avalanched). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return avalanche(h);
}

/**
 * One 32-bit seed from several numbers. Numbers beyond 32 bits (order indexes of long-running shops)
 * contribute their high part too, so no two indexes share a seed by truncation.
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const high = Math.floor(part / 0x100000000);
    h = avalanche(h ^ (part >>> 0)) + 0x9e3779b9;
    h = avalanche(h ^ (high >>> 0));
  }
  return h >>> 0;
}

/**
 * A small deterministic generator (mulberry32). It doubles as faker's randomizer: reseeding it costs
 * nothing, whereas faker's own Mersenne twister takes ~45 µs a seed — too slow to seed once per order.
 */
export class Rng implements Randomizer {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  seed(seed: number | number[]): void {
    this.state = (Array.isArray(seed) ? mixSeed(...seed) : seed) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  }

  uint32(): number {
    return Math.floor(this.next() * 0x100000000);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }
}
