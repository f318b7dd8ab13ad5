// The one part of jose that token verification uses, in its own module: imported dynamically by
// verify-token.ts, so the bundler keeps only what is named here (a dynamic import('jose') would keep all of it).
export { jwtVerify } from 'jose';
