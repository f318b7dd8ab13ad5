import type { Figure, Measurement } from '../figure.ts';
import { installabilityOf, launchProfile } from '../../scripts/installability.ts';
import { PARTNER_HOST } from '../../src/shared/brands.ts';

/**
 * The host of each brand (docs/brands-and-theme.md): *.localhost resolves to the loopback address inside
 * Chromium.
 */
const HOSTS = ['localhost', 'admin.localhost', PARTNER_HOST];

/**
 * Issue 13's "installability errors — none": how many reasons Chromium gives not to install the app
 * (`Page.getInstallabilityErrors`) on the sign-in page of each brand's host. In a persistent profile of its
 * own, launched here: the bench's browser is incognito, where nothing installs. The errors' ids are printed.
 */
export const installability: Figure = {
  name: 'installability errors',
  async measure(context) {
    const profile = await launchProfile();
    const rows: Measurement[] = [];
    try {
      for (const host of HOSTS) {
        const url = new URL(context.app.url);
        url.hostname = host;
        const { errors } = await installabilityOf(profile.context, `${url.origin}/`);
        if (errors.length) console.log(`  ${host}: ${errors.map((error) => error.errorId).join(', ')}`);
        rows.push({
          figure: `installability errors (${host})`,
          value: errors.length,
          unit: 'count',
          budget: { max: 0 },
        });
      }
    } finally {
      await profile.close();
    }
    return rows;
  },
};
