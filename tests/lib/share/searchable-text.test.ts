import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TEXT, searchableText } from '../../../src/lib/share/searchable-text.ts';

const HASH = '9f2c4e1ab37d5f60c8e2a4b6d8f01325476a8b9cadef0123456789abcdef0123';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const REFERENCE = 'pay_A1b2C3d4E5f6G7h8I9j0';
const OBJECT_ID = '65a1f0c2e4b0a1b2c3d4e5f6';

const fromText = (text: string) => searchableText({ text });

describe('what is searched for when text is shared into the app', () => {
  it('finds a transaction hash, with or without 0x, alone or in a sentence', () => {
    expect(fromText(HASH)).toBe(HASH);
    expect(fromText(`0x${HASH}`)).toBe(`0x${HASH}`);
    expect(fromText(`  Payment sent! tx: ${HASH}. Thanks`)).toBe(HASH);
    expect(fromText(`(hash "0x${HASH.toUpperCase()}")`)).toBe(`0x${HASH.toUpperCase()}`);
  });

  it('does not take part of a longer hex run for a hash', () => {
    const longer = `${HASH}${HASH}`;
    expect(fromText(longer)).toBe(longer);
    expect(fromText(HASH.slice(1))).toBe(HASH.slice(1));
  });

  it('finds a wallet address of each common shape', () => {
    for (const address of [EVM, TRON, BECH32, SOLANA, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'])
      expect(fromText(`Send to ${address} please`), address).toBe(address);
  });

  it("finds an e-mail, a payment reference and a record's id", () => {
    expect(fromText('Customer: ada.lovelace+shop@example.co.uk, asked for a refund')).toBe(
      'ada.lovelace+shop@example.co.uk',
    );
    expect(fromText(`Order ${REFERENCE} did not arrive`)).toBe(REFERENCE);
    expect(fromText(`see ${OBJECT_ID}`)).toBe(OBJECT_ID);
    expect(fromText('mailto:ada@example.com?subject=Refund')).toBe('ada@example.com');
  });

  it('prefers a hash to an address, an address to an e-mail, an e-mail to a reference', () => {
    expect(fromText(`${REFERENCE} from ${EVM} in ${HASH}`)).toBe(HASH);
    expect(fromText(`${REFERENCE} bob@example.com ${EVM}`)).toBe(EVM);
    expect(fromText(`${REFERENCE} bob@example.com`)).toBe('bob@example.com');
    // an e-mail made of a reference is the e-mail
    expect(fromText(`${REFERENCE}@example.com`)).toBe(`${REFERENCE}@example.com`);
  });

  it("reads a link's path, query and fragment: a block explorer's page gives its hash or address", () => {
    expect(searchableText({ url: `https://etherscan.io/tx/0x${HASH}` })).toBe(`0x${HASH}`);
    expect(searchableText({ url: `https://tronscan.org/#/transaction/${HASH}` })).toBe(HASH);
    expect(searchableText({ url: `https://mempool.space/address/${BECH32}` })).toBe(BECH32);
    expect(searchableText({ url: `https://explorer.example/search?q=${encodeURIComponent(EVM)}` })).toBe(EVM);
    expect(searchableText({ url: `https://shop.example/orders/${REFERENCE}/receipt` })).toBe(REFERENCE);
    expect(fromText(`Look: www.blockchair.com/bitcoin/transaction/${HASH}`)).toBe(HASH);
  });

  it("reads a payment URI's address (ethereum:, bitcoin:)", () => {
    expect(fromText(`ethereum:${EVM}@1?value=2.014e18`)).toBe(EVM);
    expect(fromText(`bitcoin:${BECH32}?amount=0.01&label=Shop`)).toBe(BECH32);
  });

  it('prefers the shared text, then the link, then the title', () => {
    expect(searchableText({ title: REFERENCE, text: `tx ${HASH}`, url: `https://x.example/${EVM}` })).toBe(
      HASH,
    );
    // Android puts the page's title in the text and its address in url
    expect(
      searchableText({
        title: 'Etherscan',
        text: 'Transaction details',
        url: `https://etherscan.io/tx/${HASH}`,
      }),
    ).toBe(HASH);
    expect(searchableText({ title: `Receipt ${REFERENCE}` })).toBe(REFERENCE);
  });

  it('falls back to the shared text on one line, trimmed to 200 characters', () => {
    expect(fromText('  coffee\n beans \t order  ')).toBe('coffee beans order');
    const long = 'word '.repeat(100);
    expect(fromText(long)).toHaveLength(MAX_SEARCH_TEXT - 1);
    expect(fromText(long)).toBe(long.slice(0, MAX_SEARCH_TEXT).trimEnd());
    expect(searchableText({ url: 'https://news.example/a/story' })).toBe('https://news.example/a/story');
    expect(searchableText({ text: '   ', url: '', title: 'Shop' })).toBe('Shop');
    expect(searchableText({})).toBe('');
  });

  it('never cuts a character in half (emoji beyond the basic plane)', () => {
    const text = '💸'.repeat(250);
    expect(Array.from(fromText(text))).toHaveLength(MAX_SEARCH_TEXT);
    expect(fromText(text)).not.toMatch(/[\ud800-\udbff]$/);
  });

  describe('hostile input', () => {
    it('keeps markup as plain text (it is never put in HTML)', () => {
      expect(fromText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
      expect(fromText(`<script>${HASH}</script>`)).toBe(`<script>${HASH}</script>`);
    });

    it('drops control characters, bidirectional overrides and zero-width characters', () => {
      expect(fromText('abc\u0000def\u202egnp\u200b\u2066xyz\u0007')).toBe('abc def gnp xyz');
      // a hash split by a zero-width space is not one hash
      expect(fromText(`${HASH.slice(0, 10)}\u200b${HASH.slice(10)}`)).toBe(
        `${HASH.slice(0, 10)} ${HASH.slice(10)}`.slice(0, MAX_SEARCH_TEXT),
      );
    });

    it('reads a javascript: or data: link as text, never as a place to go', () => {
      expect(searchableText({ url: 'javascript:alert(document.cookie)' })).toBe(
        'javascript:alert(document.cookie)',
      );
      expect(searchableText({ url: `data:text/html,${HASH}` })).toBe(HASH);
    });

    it('survives malformed percent-encoding and broken links', () => {
      expect(searchableText({ url: `https://x.example/%E0%A4%A/${HASH}` })).toBe(HASH);
      expect(searchableText({ url: 'https://[not-a-host/%%%' })).toBe('https://[not-a-host/%%%');
      expect(fromText('http://')).toBe('http://');
    });

    it('reads only the first 4096 characters of a huge share, quickly', () => {
      const started = performance.now();
      const huge = `${'a'.repeat(1_000_000)} ${HASH}`;
      expect(fromText(huge)).toBe('a'.repeat(MAX_SEARCH_TEXT));
      expect(fromText(`${'x@'.repeat(50_000)}`)).toHaveLength(MAX_SEARCH_TEXT);
      expect(fromText(`${'_'.repeat(3000)}${HASH}`)).toHaveLength(MAX_SEARCH_TEXT);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });
});
