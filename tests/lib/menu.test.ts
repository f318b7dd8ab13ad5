import { describe, expect, it } from 'vitest';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../../src/app/route-tree.gen.ts';
import { menuEntriesFor } from '../../src/lib/menu.ts';

// the menu comes from the screens the app's routes declare (`staticData.screen.menu`)
const routes = Object.values(createRouter({ routeTree, context: {} as never }).routesById);

describe('menuEntriesFor', () => {
  it('maps every permitted label to its trailing-slash routes, then OnRamp Request for everyone', () => {
    const entries = menuEntriesFor(routes, [
      'Dashboard',
      'Apikey',
      'Transactions',
      'Payout',
      'Organization',
      'Payment Configuration',
    ]);
    expect(entries.map((entry) => entry.route)).toEqual([
      '/main/dashboard/',
      '/manage/apikey/',
      // issue 33: the webhook deliveries follow the API keys, for the same members
      '/manage/webhooks/',
      '/manage/transactions/',
      '/manage/payout/',
      // issue 32: the alerts reuse Payout's label (every member has it) and follow Payout
      '/manage/alerts/',
      '/manage/organization/',
      '/manage/paymentConfig/',
      '/manage/onRampRequest/',
    ]);
    expect(entries.map((entry) => entry.title)).toEqual([
      'Dashboards',
      'API Key',
      'Webhooks',
      'Transactions',
      'Payout',
      'Alerts',
      'Organization',
      'Payment Config',
      'OnRamp Request',
    ]);
    expect(entries.map((entry) => entry.section)).toEqual(['MAIN', ...Array<string>(8).fill('MANAGE')]);
  });

  it("keeps the permitted list's order and only its entries", () => {
    expect(menuEntriesFor(routes, ['Payout', 'Dashboard']).map((entry) => entry.title)).toEqual([
      'Payout',
      'Alerts',
      'Dashboards',
      'OnRamp Request',
    ]);
    expect(menuEntriesFor(routes, ['Transactions'])).toHaveLength(2);
  });

  it("lists a label's several entries by their order, whatever the route tree's", () => {
    const declared = (fullPath: string, title: string, order?: number) => ({
      fullPath,
      options: {
        staticData: {
          screen: {
            heading: title,
            size: 'md' as const,
            menu: {
              title,
              section: 'MANAGE' as const,
              permission: 'Payout' as const,
              icon: 'cash' as const,
              order,
            },
          },
        },
      },
    });
    const entries = menuEntriesFor(
      [declared('/a/', 'Second', 1), declared('/b/', 'First'), declared('/c/', 'Third', 2)],
      ['Payout'],
    );
    expect(entries.map((entry) => entry.title)).toEqual(['First', 'Second', 'Third']);
  });

  it('ignores unknown labels, inherited property names and duplicates', () => {
    expect(
      menuEntriesFor(routes, ['toString', 'Nope', 'Payout', 'Payout']).map((entry) => entry.title),
    ).toEqual(['Payout', 'Alerts', 'OnRamp Request']);
    expect(menuEntriesFor(routes, []).map((entry) => entry.title)).toEqual(['OnRamp Request']);
  });
});
