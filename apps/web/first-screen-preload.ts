import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const IMAGES_MODULE = fileURLToPath(new URL('./src/boot/first-screen-images.ts', import.meta.url));

/**
 * src/boot/first-screen-images.ts (the domain's rules of which categories and products show first)
 * as a script defining `window.__orderlyFirstImages`, to be inlined after the boot script.
 */
async function firstImagesScript(): Promise<string> {
  const bundle = await build({
    input: IMAGES_MODULE,
    write: false,
    // @orderly/domain is pure (see vite.config.ts): only what the function uses is kept.
    treeshake: {
      moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined),
    },
    output: { format: 'iife', name: '__orderlyFirstImagesModule', minify: true },
  });
  const chunk = bundle.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('first-screen-preload: no bundle for first-screen-images.ts');
  return `${chunk.code}\nwindow.__orderlyFirstImages = __orderlyFirstImagesModule.firstScreenImages;`;
}

/**
 * Starts what the first screen needs while the app's main script downloads, instead of one after
 * the other once it has run (the chain was: script -> location and menu -> the screen's chunk ->
 * the hero image). index.html gets a small inline script which, on a first load:
 *  - adds <link rel="modulepreload"> (and the stylesheets) for the lazy chunk of the screen opened,
 *    looked up by path in a map written here from the build's chunks;
 *  - fetches the location and its menu when localStorage knows the restaurant (lib/session.ts) and
 *    hands the promises to the app (lib/preloaded.ts), which uses them once;
 *  - preloads the logo of the last visit (the splash's), on /menu the hero picture named in the
 *    location's settings (MenuHero's <picture>) and on a guest's empty /cart its picture;
 *  - once the location and menu have arrived, preloads the first category tiles' pictures of /menu,
 *    which src/boot/first-screen-images.ts picks by the domain's rule; they started only once the
 *    app's script had run and rendered the menu.
 */
export function firstScreenPreload(screens: Record<string, string>): Plugin {
  return {
    name: 'orderly:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          for (const imported of chunk.imports) collect(imported, into);
        };
        if (entry) collect(entry.fileName, loaded);

        const files: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(screens)) {
          // Its own chunk, or the group it was put in (vite.config.ts's codeSplitting groups).
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
            chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${module}`);
          const scripts = new Set<string>();
          collect(chunk.fileName, scripts);
          const list: string[] = [];
          for (const fileName of scripts) {
            if (loaded.has(fileName)) continue;
            list.push(fileName);
            const css = (bundle[fileName] as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
              ?.importedCss;
            for (const sheet of css ?? []) if (!list.includes(sheet)) list.push(sheet);
          }
          files[path] = list.map((fileName) => fileName.replace(/^assets\//, ''));
        }
        // Before the app's script and stylesheet: a classic script after a stylesheet waits for it,
        // and the fetches below would start only once the stylesheet has arrived.
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag === -1) throw new Error('first-screen-preload: no module script in index.html');
        const images = await firstImagesScript();
        const withBoot = `${html.slice(0, entryTag)}<script>${bootScript(files)}</script>\n    <script>${images}</script>\n    ${html.slice(entryTag)}`;
        const withStyles = inlineEntryStylesheet(withBoot, bundle);
        // The app's script is asked for as the page starts to be parsed, before the inline scripts
        // (whose compiling took ~50 ms on a fast machine, ~200 ms on Lighthouse's slow phone, before
        // the parser reached the <script type="module"> and asked for it).
        const entryPreload = entry ? `<link rel="modulepreload" crossorigin href="/${entry.fileName}">` : '';
        const charset = '<meta charset="UTF-8" />';
        if (!withStyles.includes(charset))
          throw new Error(`first-screen-preload: no ${charset} in index.html`);
        const withEntry = withStyles.replace(charset, `${charset}\n    ${entryPreload}`);
        const root = '<div id="root"></div>';
        if (!withEntry.includes(root)) throw new Error(`first-screen-preload: no ${root} in index.html`);
        return withEntry.replace(root, `${root}\n    <script>${splashScript()}</script>`);
      },
    },
  };
}

/**
 * The app's main stylesheet (about 4 KB compressed) goes into index.html as a <style>: the first
 * paint (the splash) then waits for the page alone, not for one more round trip on a slow network.
 * The lazy screens' stylesheets still load with their chunks.
 */
function inlineEntryStylesheet(
  html: string,
  bundle: Record<string, { type: string; source?: unknown }>,
): string {
  const tag = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!tag) throw new Error('first-screen-preload: no stylesheet link in index.html');
  const fileName = tag[1] as string;
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`first-screen-preload: no ${fileName} in the bundle`);
  const css = String(asset.source);
  if (css.includes('</')) throw new Error(`first-screen-preload: ${fileName} cannot be inlined`);
  delete bundle[fileName];
  return html.replace(tag[0], () => `<style>${css}</style>`);
}

/**
 * The splash of app/layout/splash.tsx (same markup and classes), painted into #root as the page is
 * parsed when localStorage knows the restaurant: the brand shows at once instead of an empty page
 * while the app's script downloads; the app's first render replaces it with its own, alike.
 * Plain ES5, like the boot script, which read the brand (`__orderlySplashBrand`) and asked for its logo.
 */
function splashScript(): string {
  return `(function () {
  try {
    var brand = window.__orderlySplashBrand;
    if (!brand) return;
    var html = document.documentElement;
    if (brand.theme === 'dark') html.setAttribute('data-theme', 'dark');
    if (typeof brand.brandColor === 'string') html.style.setProperty('--brand', brand.brandColor);
    var name = typeof brand.name === 'string' && brand.name ? brand.name : '';
    var make = function (tag, className, attributes) {
      var element = document.createElement(tag);
      element.className = className;
      for (var key in attributes) element.setAttribute(key, attributes[key]);
      return element;
    };
    var splash = make('div', 'app-splash', { role: 'status', 'aria-live': 'polite', 'data-testid': 'splash' });
    splash.appendChild(typeof brand.logo === 'string' && brand.logo
      ? make('img', 'app-splash-logo', { src: brand.logo, alt: name, width: '160', height: '160' })
      : make('span', 'app-splash-mark', { 'aria-hidden': 'true' }));
    var status = make('span', 'visually-hidden', {});
    status.textContent = 'Loading ' + (name || 'the restaurant') + '\u2026';
    splash.appendChild(status);
    splash.appendChild(make('span', 'app-splash-bar', { 'aria-hidden': 'true' }));
    document.getElementById('root').appendChild(splash);
  } catch (error) {}
})();`;
}

/**
 * Plain ES5 so that it runs first and anywhere; every failure is silent (the app fetches again).
 * On a restaurant's own host name (white-label), the server put the restaurant in #orderly-host
 * (apps/server/src/manage/hosts.ts): the visit is that restaurant's, at its only location or at the
 * location picker when it has several, and its brand paints the splash.
 */
function bootScript(files: Record<string, string[]>): string {
  return `(function () {
  var head = document.head;
  var link = function (rel, href, extra) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    for (var key in extra) element.setAttribute(key, extra[key]);
    head.appendChild(element);
  };
  var path = location.pathname;
  var session = null;
  try {
    session = JSON.parse(localStorage.getItem('orderly.session') || 'null');
    var host = document.getElementById('orderly-host');
    host = host && JSON.parse(host.textContent);
    if (host && path.indexOf('/restaurants/') !== 0) {
      if (!session || session.restaurantId !== host.restaurantId || !session.locationId) {
        session = { restaurantId: host.restaurantId, locationId: host.locationId };
        localStorage.setItem('orderly.session', JSON.stringify(session));
        if (host.pickLocation && path === '/') {
          history.replaceState(null, '', '/locations');
          path = '/locations';
        }
      }
      localStorage.setItem('orderly.brand.' + host.restaurantId, JSON.stringify(host.brand));
    }
    // The splash (painted as the page is parsed, see splashScript) shows the logo seen on the last
    // visit (features/restaurant/brand-cache.ts): asked for first, before the scripts take the
    // browser's six connections.
    if (session && session.restaurantId && path.indexOf('/restaurants/') !== 0) {
      var brand = JSON.parse(localStorage.getItem('orderly.brand.' + session.restaurantId) || 'null') || {};
      window.__orderlySplashBrand = brand;
      if (typeof brand.logo === 'string' && brand.logo) link('preload', brand.logo, { as: 'image', fetchpriority: 'high' });
    }
  } catch (error) {}
  // Each screen's files: the landing screen's are preloaded now, the next screens' prefetched by
  // the app once idle (src/lib/prefetch-screens.ts).
  var files = window.__orderlyScreenFiles = ${JSON.stringify(files)};
  (files[path] || []).forEach(function (file) {
    if (/\\.css$/.test(file)) link('stylesheet', '/assets/' + file, {});
    else link('modulepreload', '/assets/' + file, { crossorigin: '' });
  });
  try {
    if (!session || !session.restaurantId || !session.locationId || path.indexOf('/restaurants/') === 0) return;
    var base = '/guest/restaurants/' + encodeURIComponent(session.restaurantId) + '/locations/' + encodeURIComponent(session.locationId);
    var get = function (url) {
      return fetch(url, { headers: { accept: 'application/json' } })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (body) { return (body && body.data) || null; })
        .catch(function () { return null; });
    };
    var place = get(base);
    var menu = get(base + '/menu');
    window.__orderlyPreload = { ids: session.restaurantId + '/' + session.locationId, location: place, menu: menu };
    if (path === '/menu') {
      Promise.all([place, menu]).then(function (data) {
        var pick = window.__orderlyFirstImages;
        (pick ? pick(path, session, data[0], data[1]) : []).forEach(function (image) {
          link('preload', image, { as: 'image', fetchpriority: 'high' });
        });
      }).catch(function () {});
    }
    // A guest's cart on a new load is the choices cart kept in localStorage (features/cart/cart-store.ts).
    var stored = path === '/cart' && !localStorage.getItem('orderly.auth') &&
      JSON.parse(localStorage.getItem('orderly.choicesCart.' + session.restaurantId + ':' + session.locationId) || '[]');
    // The cart and checkout show the restaurant's rewards (when it has them) beside a cart with
    // something in it: read with the location instead of once the app's script has run.
    if ((path === '/cart' || path === '/checkout') && !(stored && !stored.length)) {
      window.__orderlyPreload.rewards = place.then(function (data) {
        return data && data.settings && data.settings.rewardsEnabled
          ? get('/guest/restaurants/' + encodeURIComponent(session.restaurantId) + '/rewards')
          : null;
      });
    }
    if (stored && !stored.length) {
      place.then(function (data) {
        var image = data && data.settings && data.settings.images && data.settings.images.cartEmpty;
        if (image) link('preload', image, { as: 'image', fetchpriority: 'high' });
      });
    }
    if (path !== '/menu') return;
    place.then(function (data) {
      var images = (data && data.settings && data.settings.images) || {};
      var wide = images.mainBg;
      var narrow = images.mainBgMobile || wide;
      var split = wide && wide !== narrow;
      if (narrow) link('preload', narrow, { as: 'image', fetchpriority: 'high', media: split ? 'not all and (min-width: 768px)' : 'all' });
      if (split) link('preload', wide, { as: 'image', fetchpriority: 'high', media: '(min-width: 768px)' });
    });
  } catch (error) {}
})();`;
}
