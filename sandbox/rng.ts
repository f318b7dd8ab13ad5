import { randomBytes } from 'node:crypto';

/** Deterministic PRNG (mulberry32): the seed data must be identical on every fresh start. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Mongo-like 24-hex-char id; from `rng` when given (seed data), otherwise random. */
export function newId(rng?: () => number): string {
  if (!rng) return randomBytes(12).toString('hex');
  let out = '';
  for (let i = 0; i < 24; i++) out += Math.floor(rng() * 16).toString(16);
  return out;
}
