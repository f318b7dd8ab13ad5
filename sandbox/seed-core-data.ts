/** The core demo data: users, organizations with their members, invitations (see seed.ts). */

export const DEMO_PASSWORD = 'Demo-pass-1';
/** Documented in README.md so a reviewer can compute codes for mfa@demo.test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type Role = 'owner' | 'admin' | 'developer' | 'viewer';
export interface SeedUser {
  key: string;
  name: string;
  email: string;
  role?: 'master';
  mfa: 'skipped' | 'disabled' | 'enabled' | 'not-initiated';
  config?: Record<string, string>;
}

export const USERS: SeedUser[] = [
  {
    key: 'maya',
    name: 'Maya Merchant',
    email: 'merchant@demo.test',
    mfa: 'disabled',
    config: {
      email: 'merchant@demo.test',
      slack: '#maya-payments',
      webhook: 'https://hooks.demo.test/maya',
      telegram: '@maya_merchant',
    },
  },
  {
    key: 'morgan',
    name: 'Morgan Master',
    email: 'master@demo.test',
    role: 'master',
    mfa: 'disabled',
    config: { email: 'master@demo.test' },
  },
  { key: 'milo', name: 'Milo MFA', email: 'mfa@demo.test', mfa: 'enabled' },
  {
    key: 'ada',
    name: 'Ada Admin',
    email: 'admin@demo.test',
    mfa: 'disabled',
    config: { email: 'admin@demo.test' },
  },
  {
    key: 'dev',
    name: 'Dana Developer',
    email: 'developer@demo.test',
    mfa: 'skipped',
    config: { email: 'developer@demo.test' },
  },
  {
    key: 'vic',
    name: 'Victor Viewer',
    email: 'viewer@demo.test',
    mfa: 'disabled',
    config: { email: 'viewer@demo.test' },
  },
  {
    key: 'olga',
    name: 'Olga Owner',
    email: 'owner@demo.test',
    mfa: 'disabled',
    config: { email: 'owner@demo.test' },
  },
  { key: 'sam', name: 'Sam Setup', email: 'setup@demo.test', mfa: 'not-initiated' },
];

/** Organizations in creation order (the money seed weights the first ones); members beyond the owner. */
export const ORGS: {
  key: string;
  name: string;
  owner: string;
  members: [string, Role][];
  wallet?: string;
}[] = [
  {
    key: 'coffee',
    name: "Maya's Coffee",
    owner: 'maya',
    members: [
      ['ada', 'admin'],
      ['dev', 'developer'],
      ['vic', 'viewer'],
    ],
    wallet: 'bc1qmayacafe7d3m0payzx8k2v3w4s5n6h7l9g0mqy',
  },
  { key: 'books', name: "Maya's Books", owner: 'maya', members: [['vic', 'viewer']] },
  { key: 'ops', name: 'Platform Ops', owner: 'morgan', members: [] },
  { key: 'market', name: "Milo's Market", owner: 'milo', members: [] },
  { key: 'nordic', name: 'Nordic Gadgets', owner: 'olga', members: [['dev', 'developer']] },
  { key: 'atelier', name: "Ada's Atelier", owner: 'ada', members: [] },
  { key: 'shop', name: "Sam's Shop", owner: 'sam', members: [] },
];

export const INVITES: {
  org: string;
  email: string;
  role: Exclude<Role, 'owner'>;
  by: string;
  daysAgo: number;
  expired?: boolean;
}[] = [
  { org: 'nordic', email: 'merchant@demo.test', role: 'admin', by: 'olga', daysAgo: 1 },
  { org: 'coffee', email: 'new.hire@demo.test', role: 'developer', by: 'maya', daysAgo: 2 },
  { org: 'books', email: 'old.friend@demo.test', role: 'viewer', by: 'maya', daysAgo: 20, expired: true },
];
