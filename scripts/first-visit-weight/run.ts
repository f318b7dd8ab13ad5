import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { startServer } from '../servers.ts';
import { recordRequestedFiles, totalKiB } from '../first-visit.ts';
import { signedInState } from '../../bench/sign-in.ts';

/**
 * What each first visit loads, by module group (issue 30: find the weight, then cut it). Builds the app with a
 * record of every chunk's modules, opens each screen first in a fresh context as `npm run bench` does, and
 * prints per screen the gzip KiB of its files shared out among module groups (a package, or a folder of src/
 * two levels deep) in proportion to each module's own gzip size. A chunk's modules compress together, so a
 * group's figure is an estimate; the totals are exact. `npx tsx scripts/first-visit-weight/run.ts [screen]`.
 */
const SCREENS = [
  { name: 'sign-in', path: '/', ready: { role: 'button', name: 'Sign in' } },
  { name: 'dashboard', path: '/main/dashboard/', ready: { role: 'heading', name: 'Dashboard' } },
  { name: 'transactions', path: '/manage/transactions/', ready: { role: 'heading', name: 'Transactions' } },
  { name: 'payouts', path: '/manage/payout/', ready: { role: 'heading', name: 'Payouts' } },
  { name: 'organization', path: '/manage/organization/', ready: { role: 'heading', name: /.+/ } },
  { name: 'notifications', path: '/main/notification', ready: { role: 'heading', name: 'Notifications' } },
] as const;
const only = process.argv[2];

execFileSync('npx', ['vite', 'build', '-c', 'scripts/first-visit-weight/vite.config.ts'], {
  stdio: 'ignore',
});
const modules = JSON.parse(readFileSync('.weight/modules.json', 'utf8')) as Record<
  string,
  { id: string; gzip: number }[]
>;
const app = await startServer('dist');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const state = await signedInState(browser, app.url);
  for (const screen of SCREENS) {
    if (only && screen.name !== only) continue;
    const options: BrowserContextOptions = screen.name === 'sign-in' ? {} : { storageState: state };
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const requested = recordRequestedFiles(page, app.url);
    await page.goto(`${app.url}${screen.path}`);
    await page.getByRole(screen.ready.role, { name: screen.ready.name, exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const { js } = requested();
    await context.close();
    print(screen.name, js);
  }
} finally {
  await browser.close();
  await app.stop();
}

function groupOf(id: string): string {
  const path = id.replace(/\?.*$/, '');
  const packages = path.lastIndexOf('node_modules/');
  if (packages >= 0) {
    const [scope, name] = path.slice(packages + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const source = path.indexOf('/src/');
  return source >= 0
    ? `src/${path
        .slice(source + 5)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : path;
}

function print(screen: string, files: string[]) {
  const groups = new Map<string, number>();
  for (const file of files) {
    const bytes = totalKiB([file], 'gz', 'dist');
    const parts = modules[file.slice(1)];
    const weight = parts?.reduce((sum, part) => sum + part.gzip, 0);
    if (!parts || !weight) {
      groups.set(file, (groups.get(file) ?? 0) + bytes);
      continue;
    }
    for (const part of parts)
      groups.set(groupOf(part.id), (groups.get(groupOf(part.id)) ?? 0) + (bytes * part.gzip) / weight);
  }
  console.log(`\n${screen}: ${totalKiB(files, 'gz', 'dist').toFixed(1)} KiB gzip in ${files.length} files`);
  for (const [group, kib] of [...groups].sort((a, b) => b[1] - a[1]))
    if (kib >= 0.3) console.log(`${kib.toFixed(1).padStart(7)}  ${group}`);
}
