/**
 * The demo accounts `npm start` prints (docs/design.md §8); the seed creates them
 * (seed-core-data.ts). One per organization role, so a tester can try each: the table in README.md says the
 * same. A test in tests/sandbox checks that every seeded user is listed here.
 */
export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The demo accounts' e-mails by role; tests name an account through this (tests/support/demo.ts). */
export type DemoRole = 'merchant' | 'master' | 'mfa' | 'admin' | 'developer' | 'viewer' | 'owner' | 'setup';

// typed as plain strings, so that a parameter defaulting to one account accepts the others
export const DEMO_EMAIL: Readonly<Record<DemoRole, string>> = {
  merchant: 'merchant@demo.test',
  master: 'master@demo.test',
  mfa: 'mfa@demo.test',
  admin: 'admin@demo.test',
  developer: 'developer@demo.test',
  viewer: 'viewer@demo.test',
  owner: 'owner@demo.test',
  setup: 'setup@demo.test',
};

export const DEMO_ACCOUNTS = [
  {
    email: DEMO_EMAIL.merchant,
    password: DEMO_PASSWORD,
    note: "merchant, owner of two organizations (Maya's Coffee, Maya's Books); invited to Nordic Gadgets as admin",
  },
  { email: DEMO_EMAIL.master, password: DEMO_PASSWORD, note: 'platform operator (role master)' },
  {
    email: DEMO_EMAIL.mfa,
    password: DEMO_PASSWORD,
    note: `MFA enabled, TOTP secret ${DEMO_MFA_SECRET}; owner of Milo's Market`,
  },
  {
    email: DEMO_EMAIL.admin,
    password: DEMO_PASSWORD,
    note: "admin of Maya's Coffee (owner of Ada's Atelier, where a sign-in starts)",
  },
  {
    email: DEMO_EMAIL.developer,
    password: DEMO_PASSWORD,
    note: "developer in Maya's Coffee and Nordic Gadgets",
  },
  { email: DEMO_EMAIL.viewer, password: DEMO_PASSWORD, note: "viewer in Maya's Coffee and Maya's Books" },
  {
    email: DEMO_EMAIL.owner,
    password: DEMO_PASSWORD,
    note: 'owner of Nordic Gadgets (another owner, with a developer)',
  },
  {
    email: DEMO_EMAIL.setup,
    password: DEMO_PASSWORD,
    note: "owner of Sam's Shop; MFA not set up yet (offered at sign-in)",
  },
] as const;
