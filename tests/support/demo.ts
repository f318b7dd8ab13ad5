/**
 * The demo accounts every suite signs in with, from the module the sandbox seeds them from: a test names an
 * account by its role (`DEMO_EMAIL.viewer`) and never retypes an e-mail or the password.
 */
export { DEMO_EMAIL, DEMO_MFA_SECRET, DEMO_PASSWORD } from '../../sandbox/demo-accounts.ts';
