import { describe, expect, it } from 'vitest';
import { validateWebhooksSearch } from '../../../src/features/webhooks/search.ts';

describe('the Webhooks screen’s address', () => {
  it('keeps a known status and a page, and opens any other address on the first page of every status', () => {
    expect(validateWebhooksSearch({ status: 'failed', page: '3' })).toEqual({ status: 'failed', page: 3 });
    expect(validateWebhooksSearch({ status: 'lost', page: 2 })).toEqual({ page: 2 });
    for (const page of [undefined, '', '0', '-4', 'abc', '1e9', null])
      expect(validateWebhooksSearch({ page }), String(page)).toEqual({ page: 1 });
  });
});
