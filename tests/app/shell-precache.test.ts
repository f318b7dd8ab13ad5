import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedBuildFiles, PRECACHE_LIST_FILE, shellPrecache } from '../../scripts/vite/shell-precache.ts';

const entry = (url: string) => ({ url, revision: null, size: 1000 });

describe('the worker’s precache: the app shell only', () => {
  it('reads the build files a page names, its module list included', () => {
    const html =
      '<script src="/assets/prerender-guard-A1.js"></script><link rel="stylesheet" href="/assets/index-B2.css">' +
      '<meta name="app-modules" content="[&quot;/assets/index-C3.js&quot;,&quot;/assets/_auth-D4.js&quot;]">' +
      '<link rel="icon" href="/brands/default/favicon.svg"><a href="https://x.example/assets/no.js">';
    expect(linkedBuildFiles(html)).toEqual([
      'assets/prerender-guard-A1.js',
      'assets/index-B2.css',
      'assets/index-C3.js',
      'assets/_auth-D4.js',
    ]);
  });

  it('keeps the pages, what they link and the boot files; leaves screens and brand images out', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-precache-'));
    writeFileSync(join(dist, 'index.html'), '<script src="/assets/index-C3.js"></script>');
    writeFileSync(
      join(dist, 'app.html'),
      '<script src="/assets/saved-screen-G7.js"></script><link rel="modulepreload" href="/assets/Box-E5.js">',
    );
    const { plugin, transform } = shellPrecache();
    (plugin.configResolved as (config: unknown) => void)({ root: dist, build: { outDir: '.' } });
    const all = [
      'index.html',
      'index.admin.html',
      'app.html',
      'sign-in-pages.json',
      'sign-in-paths.json',
      'config-boot.js',
      'theme-boot.js',
      'favicon.svg',
      'assets/index-C3.js',
      'assets/Box-E5.js',
      'assets/saved-screen-G7.js',
      'assets/dashboard-F6.js',
      'brands/default/logo.svg',
      'menu-bg/bgimg1.svg',
    ].map(entry);
    const kept = transform(all).manifest.map(({ url }) => url);
    expect(kept).toEqual(all.slice(0, 11).map(({ url }) => url));
    // the same list, for the precache size figure (bench/figures/precache-size.ts)
    expect(JSON.parse(readFileSync(join(dist, PRECACHE_LIST_FILE), 'utf8'))).toEqual(kept);
  });
  it('keeps every screen’s error view and what it imports, so a screen that fails offline says why', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-precache-'));
    writeFileSync(join(dist, 'app.html'), '<script src="/assets/index-C3.js"></script>');
    const { plugin, transform } = shellPrecache();
    (plugin.configResolved as (config: unknown) => void)({ root: dist, build: { outDir: '.' } });
    // the bundle's chunk graph as the build hands it to plugins
    const chunk = (fileName: string, imports: string[], exports: string[]) => ({
      type: 'chunk',
      fileName,
      imports,
      exports,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-C3.js', [], []),
        chunk('assets/dashboard-E1.js', ['assets/-route-error-R1.js'], ['errorComponent']),
        chunk('assets/-route-error-R1.js', ['assets/Alert-A1.js'], ['t']),
        chunk('assets/Alert-A1.js', [], ['t']),
        chunk('assets/dashboard-F6.js', [], ['component']),
      ].map((output) => [output.fileName, output]),
    );
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const all = [
      'app.html',
      'assets/index-C3.js',
      'assets/dashboard-E1.js',
      'assets/-route-error-R1.js',
      'assets/Alert-A1.js',
      'assets/dashboard-F6.js',
    ].map(entry);
    expect(transform(all).manifest.map(({ url }) => url)).toEqual(all.slice(0, 5).map(({ url }) => url));
  });

  it('keeps the shell’s on-demand parts and what they import, so offline the profile menu still opens', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-precache-'));
    writeFileSync(join(dist, 'app.html'), '<script src="/assets/index-C3.js"></script>');
    const { plugin, transform } = shellPrecache();
    (plugin.configResolved as (config: unknown) => void)({ root: dist, build: { outDir: '.' } });
    const chunk = (fileName: string, imports: string[], facade: string | null) => ({
      type: 'chunk',
      fileName,
      imports,
      exports: [],
      facadeModuleId: facade && join(dist, facade),
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-C3.js', [], 'src/main.tsx'),
        chunk('assets/profile-menu-opened-P1.js', ['assets/Menu-M1.js'], 'src/shell/profile-menu-opened.tsx'),
        chunk('assets/Menu-M1.js', [], null),
        chunk('assets/onramp-O1.js', [], 'src/features/onramp/components/onramp-page.tsx'),
      ].map((output) => [output.fileName, output]),
    );
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const all = [
      'app.html',
      'assets/index-C3.js',
      'assets/profile-menu-opened-P1.js',
      'assets/Menu-M1.js',
      'assets/onramp-O1.js',
    ].map(entry);
    expect(transform(all).manifest.map(({ url }) => url)).toEqual(all.slice(0, 4).map(({ url }) => url));
  });
});
