/** The largest SANDBOX_SEED_SCALE: 50 × 4,000 payments seed in a few seconds and keep the database small. */
const MAX_SEED_SCALE = 50;

/**
 * SANDBOX_SEED_SCALE for `npm start` and `npm run dev`: how many times the usual number of payments a new
 * data folder is seeded with (docs/configuration.md). Unset is 1; anything but a whole number from 1 to 50
 * stops the server with a message rather than seeding something else than asked.
 */
export function seedScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_SEED_SCALE?.trim();
  if (!raw) return 1;
  const scale = Number(raw);
  if (!/^\d+$/.test(raw) || scale < 1 || scale > MAX_SEED_SCALE)
    throw new Error(`SANDBOX_SEED_SCALE must be a whole number from 1 to ${MAX_SEED_SCALE}, not "${raw}"`);
  return scale;
}
