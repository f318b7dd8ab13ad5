import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvFileName, csvHeader, csvRow } from '../../src/features/transactions/csv.ts';
import type { Transaction } from '../../src/features/transactions/queries.ts';
import type { CurrencyPrecision } from '../../src/lib/money.ts';

const CURRENCIES: CurrencyPrecision[] = [
  { code: 'BTC', currencyType: 'crypto', decimals: 8 },
  { code: 'USD', currencyType: 'fiat', decimals: 2 },
  { code: 'JPY', currencyType: 'fiat', decimals: 0 },
];

const payment: Transaction = {
  _id: '64b000000000000000000001',
  paymentId: 'pay_abc',
  orgId: '64b000000000000000000002',
  keyId: '64b000000000000000000003',
  title: 'Order #10, "gift"',
  amount: 1234.5,
  currency: 'USD',
  currencyType: 'fiat',
  paymentType: 'card',
  status: 'partially_refunded',
  env: 'test',
  isProcessed: true,
  payoutId: '64b000000000000000000004',
  customerEmail: '=HYPERLINK("http://evil.example")',
  capturedAmount: 1234.5,
  refundedAmount: 0.1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  txHash: null,
  walletAddress: null,
};

describe('the transactions CSV', () => {
  it('quotes as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('keeps a formula neutral whatever precedes it: blanks, or a ; that a semicolon-locale spreadsheet splits at', () => {
    const hostile = [
      ' =1+1',
      '\u00a0 @SUM(A1)',
      'x;=HYPERLINK("http://evil.example")',
      'a; -2+3',
      'a;\t=1',
      'name;+1;@x',
      '\n=1',
    ];
    for (const value of hostile) {
      const cell = csvCell(value);
      // opened with either separator, no cell may start (after blanks) with a formula character
      for (const separator of [',', ';']) {
        for (const field of splitCsvLine(cell, separator)) expect(field).not.toMatch(/^[\s\u00a0]*[=+\-@]/);
      }
    }
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it("writes amounts with a dot, no grouping, in the currency's precision", () => {
    expect(csvAmount(1234.5, 'USD', CURRENCIES)).toBe('1234.50');
    expect(csvAmount(0.5, 'BTC', CURRENCIES)).toBe('0.50000000');
    expect(csvAmount(0.1 + 0.2, 'BTC', CURRENCIES)).toBe('0.30000000');
    expect(csvAmount(1500, 'JPY', CURRENCIES)).toBe('1500');
  });

  it('writes one line per payment, CRLF-terminated, in the column order', () => {
    expect(csvHeader()).toBe(
      'Payment ID,Created at (UTC),Title,Customer,Amount,Currency,Status,Captured,Refunded,Processed,Payout ID\r\n',
    );
    expect(csvRow(payment, CURRENCIES)).toBe(
      'pay_abc,2026-01-05T10:00:00.000Z,"Order #10, ""gift""","\'=HYPERLINK(""http://evil.example"")",' +
        '1234.50,USD,partially_refunded,1234.50,0.10,yes,64b000000000000000000004\r\n',
    );
    expect(csvRow({ ...payment, payoutId: null, isProcessed: false }, CURRENCIES)).toMatch(/,no,\r\n$/);
  });

  it('names the file after the organization, the environment and the range', () => {
    expect(csvFileName("Maya's Coffee", 'test', { startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'transactions_maya-s-coffee_test_2026-01-01_2026-01-31.csv',
    );
    expect(csvFileName('Café Ünïcode', 'live', {})).toBe('transactions_cafe-unicode_live_all-dates.csv');
    expect(csvFileName('***', 'live', {})).toBe('transactions_organization_live_all-dates.csv');
  });
});

/** How a spreadsheet reads one line with the given separator: quoted fields are one field, quotes undoubled. */
function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}
