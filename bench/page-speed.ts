import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChrome, openFirstPage } from './lib/chrome.ts';
import { getJson } from './lib/customers.ts';
import { median, sleep } from './lib/stats.ts';

export interface PageFigures {
  page: string;
  url: string;
  /** Where the page ended up (the app redirects some paths). */
  finalPath: string;
  runs: number;
  score: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Present when the page did not show what was asked for. */
  problem?: string;
}

export interface Weight {
  /** Gzipped size of every script of the first load, in KB (1 KB = 1024 bytes). */
  javascriptGzipKB: number;
  /** Bytes of the scripts as sent (the server may not compress them), in KB. */
  javascriptSentKB: number;
  /** Everything sent for the load, images included (Lighthouse's total byte weight), in KB. */
  totalSentKB: number;
  requests: number;
  /** Each script of the load with its gzipped size, biggest first. */
  scripts: { path: string; gzipKB: number }[];
  /**
   * Scripts of the next screens, prefetched at the lowest priority once the page was idle
   * (decision 0098): not part of the first load's budget, shown beside it.
   */
  prefetchedJavascriptGzipKB: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  /** Chromium's priority; `VeryLow` is a <link rel="prefetch"> (a next screen's file, decision 0098). */
  priority?: string;
}

interface MenuChoice {
  id: string;
  name: string;
  price: number;
  active?: boolean;
  activeAfter?: string | null;
}

interface MenuSnapshot {
  categories: { id: string }[];
  products: { id: string; active?: boolean; modifiers?: string[] }[];
  modifiers: { id: string; required?: number; choices?: MenuChoice[] }[];
}

/** Lighthouse's settings for every run here: the performance category only, its JSON report. */
const performanceOnly = (port: number) => ({
  port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
});

/** A cart line with choices (only those are kept in localStorage): the first product whose choices can be picked. */
function primedCart(menu: MenuSnapshot) {
  const modifiers = new Map(menu.modifiers.map((modifier) => [modifier.id, modifier]));
  for (const product of menu.products) {
    const ids = product.modifiers ?? [];
    if (ids.length === 0 || product.active === false) continue;
    const choices: { modifierId: string; id: string; name: string; price: number }[] = [];
    let ok = true;
    for (const id of ids) {
      const modifier = modifiers.get(id);
      const needed = Math.max(1, modifier?.required ?? 0);
      const picked = (modifier?.choices ?? [])
        .filter((choice) => choice.active !== false && !choice.activeAfter)
        .slice(0, needed);
      if (picked.length < needed) ok = false;
      for (const choice of picked) {
        choices.push({ modifierId: id, id: choice.id, name: choice.name, price: choice.price });
      }
    }
    if (!ok) continue;
    const choicesPrice = choices.reduce((sum, choice) => sum + choice.price, 0);
    return [{ id: product.id, count: 2, choicesPrice, choices }];
  }
  // /cart must be measured with something in it, as a customer about to check out sees it.
  throw new Error('No product of the demo menu has choices that can be picked: /cart would be empty');
}

/**
 * Lighthouse (default mobile settings: emulated phone, simulated slow 4G and 4x slower CPU) on the
 * demo's /menu, a category and /cart, `runs` times each; the median of each metric. Each run has a
 * browser of its own (as Lighthouse's own CLI does; one browser for every run carried state from run
 * to run and its blocking time grew run after run), whose new profile first opens the entry link
 * /restaurants/demo/locations/downtown, which keeps the restaurant in localStorage, and gets a cart
 * line; Lighthouse keeps that storage (disableStorageReset) and the HTTP cache is empty, so each run
 * is a first load. The first /menu run also gives the weight of the first load.
 */
export async function runPageSpeed(base: string, runs: number, pages: string[]) {
  const menu = (await getJson(`${base}/guest/restaurants/demo/locations/downtown/menu`)).data as MenuSnapshot;
  const cart = primedCart(menu);
  const categoryIds = menu.categories.map((category) => category.id);
  const categoryId = categoryIds.includes('burgers') ? 'burgers' : (categoryIds[0] ?? '');
  const paths: Record<string, string> = {
    menu: '/menu',
    category: `/category?categoryId=${encodeURIComponent(categoryId)}`,
    cart: '/cart',
  };

  const results: PageFigures[] = [];
  let weight: Weight | null = null;
  for (const page of pages) {
    const url = `${base}${paths[page]}`;
    const scores: number[] = [];
    const lcps: number[] = [];
    const tbts: number[] = [];
    const clss: number[] = [];
    let finalPath = '';
    for (let run = 0; run < runs; run++) {
      const chrome = await primedBrowser(base, cart);
      try {
        const result = await lighthouse(url, { ...performanceOnly(chrome.port), disableStorageReset: true });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        // BENCH_LIGHTHOUSE_DIR keeps each run's whole report (long tasks, LCP breakdown, requests).
        const keep = process.env.BENCH_LIGHTHOUSE_DIR;
        if (keep) {
          mkdirSync(keep, { recursive: true });
          writeFileSync(join(keep, `${page}-${run + 1}.json`), JSON.stringify(lhr));
        }
        finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        const score = lhr.categories.performance?.score;
        if (typeof score === 'number') scores.push(score * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue;
        const lcp = metric('largest-contentful-paint');
        const tbt = metric('total-blocking-time');
        const cls = metric('cumulative-layout-shift');
        if (lcp !== undefined) lcps.push(lcp);
        if (tbt !== undefined) tbts.push(tbt);
        if (cls !== undefined) clss.push(cls);
        if (page === 'menu' && !weight) {
          const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
            ?.items ?? []) as NetworkItem[];
          weight = await measureWeight(items, lhr.audits['total-byte-weight']?.numericValue ?? null);
        }
      } finally {
        await chrome.close();
      }
    }
    const wanted = new URL(url).pathname;
    results.push({
      page,
      url: paths[page]!,
      finalPath,
      runs,
      score: median(scores),
      lcp: median(lcps),
      tbt: median(tbts),
      cls: median(clss),
      ...(finalPath !== wanted
        ? { problem: `${paths[page]} ended at ${finalPath}: the app has no deep link to this page` }
        : {}),
    });
  }
  return { pages: results, weight };
}

/** A new browser whose profile holds the demo restaurant and a cart line, on about:blank. */
async function primedBrowser(base: string, cart: unknown) {
  const chrome = await launchChrome();
  const tab = await openFirstPage(chrome.port);
  try {
    await tab.send('Page.enable');
    await tab.send('Page.navigate', { url: `${base}/restaurants/demo/locations/downtown` });
    const ready = Date.now() + 60_000;
    for (;;) {
      const state = (await tab.evaluate(
        "location.pathname + ' ' + (localStorage.getItem('orderly.session') ?? '')",
      )) as string | undefined;
      if (state?.startsWith('/menu ') && state.includes('"restaurantId":"demo"')) break;
      if (Date.now() > ready) throw new Error(`The entry link did not reach /menu: ${state}`);
      await sleep(200);
    }
    await tab.evaluate(
      `localStorage.setItem('orderly.choicesCart.demo:downtown', ${JSON.stringify(JSON.stringify(cart))})`,
    );
    await tab.send('Page.navigate', { url: 'about:blank' });
    // The entry link filled the HTTP cache: each run must be a first load.
    await tab.send('Network.enable');
    await tab.send('Network.clearBrowserCache');
    return chrome;
  } catch (error) {
    await chrome.close();
    throw error;
  } finally {
    tab.close();
  }
}

/** Scripts gzipped (fetched again and compressed here, whatever the server sent) and all bytes sent. */
async function measureWeight(items: NetworkItem[], totalBytes: number | null): Promise<Weight> {
  const allScripts = items.filter(
    (item) => item.resourceType === 'Script' || item.mimeType?.includes('javascript') === true,
  );
  const isPrefetch = (item: NetworkItem) => item.priority === 'VeryLow';
  const scripts = allScripts.filter((item) => !isPrefetch(item));
  let prefetchedBytes = 0;
  for (const script of allScripts.filter(isPrefetch)) {
    prefetchedBytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
  }
  let gzipBytes = 0;
  let sentBytes = 0;
  const sizes: { path: string; gzipKB: number }[] = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const gzipped = gzipSync(body).length;
    gzipBytes += gzipped;
    sizes.push({ path: new URL(script.url).pathname, gzipKB: Math.round(gzipped / 102.4) / 10 });
    sentBytes += script.transferSize ?? body.length;
  }
  const allSent = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    javascriptGzipKB: gzipBytes / 1024,
    javascriptSentKB: sentBytes / 1024,
    totalSentKB: (totalBytes ?? allSent) / 1024,
    requests: items.length,
    scripts: sizes.sort((a, b) => b.gzipKB - a.gzipKB),
    prefetchedJavascriptGzipKB: prefetchedBytes / 1024,
  };
}

/**
 * Lighthouse on the reference page (reference-page.ts), `runs` times, each in a new browser, as the
 * app's pages are measured: the machine's own LCP and TBT for a static page of the app's script size.
 */
export async function runReferencePageSpeed(url: string, runs: number) {
  const lcps: number[] = [];
  const tbts: number[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await launchChrome();
    try {
      const result = await lighthouse(url, performanceOnly(chrome.port));
      const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
      const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
      if (lcp !== undefined) lcps.push(lcp);
      if (tbt !== undefined) tbts.push(tbt);
    } finally {
      await chrome.close();
    }
  }
  return { runs, lcp: median(lcps), tbt: median(tbts) };
}
