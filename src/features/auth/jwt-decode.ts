// The parts of jose the identity-provider callback uses, in their own module: imported dynamically by oidc.ts,
// so the bundler keeps only what is named here (a dynamic import('jose') would keep all of it).
export { decodeJwt, UnsecuredJWT } from 'jose';
