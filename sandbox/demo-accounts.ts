/** The demo accounts `npm start` prints (DESIGN.md "Interface points"); the seed creates them. */
export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS = [
  { email: 'merchant@demo.test', password: DEMO_PASSWORD, note: 'merchant, owner of two organizations' },
  { email: 'master@demo.test', password: DEMO_PASSWORD, note: 'platform operator (role master)' },
  { email: 'mfa@demo.test', password: DEMO_PASSWORD, note: `MFA enabled, TOTP secret ${DEMO_MFA_SECRET}` },
] as const;
