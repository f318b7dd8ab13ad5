/**
 * This build's version (the package version and the build time, set by `define` in vite.config.ts): the
 * persisted query cache's `buster`, so data saved by another build — whose shapes may differ — is never
 * restored. 'dev' where no build defined it (vitest, the dev server before a build).
 */
export const BUILD_VERSION: string =
  typeof import.meta.env.VITE_BUILD_VERSION === 'string' ? import.meta.env.VITE_BUILD_VERSION : 'dev';
