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
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
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
        return `${html.slice(0, entryTag)}<script>${bootScript(files)}</script>\n    <script>${images}</script>\n    ${html.slice(entryTag)}`;
      },
    },
  };
}

/** Plain ES5 so that it runs first and anywhere; every failure is silent (the app fetches again). */
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
  (${JSON.stringify(files)}[path] || []).forEach(function (file) {
    if (/\\.css$/.test(file)) link('stylesheet', '/assets/' + file, {});
    else link('modulepreload', '/assets/' + file, { crossorigin: '' });
  });
  try {
    var session = JSON.parse(localStorage.getItem('orderly.session') || 'null');
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
    // The splash shows the logo seen on the last visit (features/restaurant/brand-cache.ts).
    var brand = JSON.parse(localStorage.getItem('orderly.brand.' + session.restaurantId) || 'null');
    if (brand && typeof brand.logo === 'string' && brand.logo) link('preload', brand.logo, { as: 'image' });
    // A guest's cart on a new load is the choices cart kept in localStorage (features/cart/cart-store.ts).
    var stored = path === '/cart' && !localStorage.getItem('orderly.auth') &&
      JSON.parse(localStorage.getItem('orderly.choicesCart.' + session.restaurantId + ':' + session.locationId) || '[]');
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
