import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { FRESH_PROOFS_PAGE, freshProofsPage } from '../../scripts/docs/fresh-proofs-page.ts';

/** The docs' list of guarded actions is the contract's (x-proof), never a copy kept by hand. */
it('docs/fresh-proofs.md is what the contract declares (npm run gen:docs writes it)', async () => {
  expect(readFileSync(FRESH_PROOFS_PAGE, 'utf8')).toBe(await freshProofsPage());
});
