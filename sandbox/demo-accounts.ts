/**
 * The demo accounts `npm start` prints (docs/design.md §8); the seed creates them
 * (seed-core-data.ts). One per organization role, so a tester can try each: the table in README.md says the
 * same. A test in tests/sandbox checks that every seeded user is listed here.
 */
export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS = [
  {
    email: 'merchant@demo.test',
    password: DEMO_PASSWORD,
    note: "merchant, owner of two organizations (Maya's Coffee, Maya's Books); invited to Nordic Gadgets as admin",
  },
  { email: 'master@demo.test', password: DEMO_PASSWORD, note: 'platform operator (role master)' },
  {
    email: 'mfa@demo.test',
    password: DEMO_PASSWORD,
    note: `MFA enabled, TOTP secret ${DEMO_MFA_SECRET}; owner of Milo's Market`,
  },
  {
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
    note: "admin of Maya's Coffee (owner of Ada's Atelier, where a sign-in starts)",
  },
  {
    email: 'developer@demo.test',
    password: DEMO_PASSWORD,
    note: "developer in Maya's Coffee and Nordic Gadgets",
  },
  { email: 'viewer@demo.test', password: DEMO_PASSWORD, note: "viewer in Maya's Coffee and Maya's Books" },
  {
    email: 'owner@demo.test',
    password: DEMO_PASSWORD,
    note: 'owner of Nordic Gadgets (another owner, with a developer)',
  },
  {
    email: 'setup@demo.test',
    password: DEMO_PASSWORD,
    note: "owner of Sam's Shop; MFA not set up yet (offered at sign-in)",
  },
] as const;
