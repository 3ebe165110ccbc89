import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './first-screen-preload.ts';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The screens a customer lands on (links, reloads): their chunk is fetched with the main script.
    // The same map names the files of the screens prefetched before a tap (router.tsx, decision
    // 0098): `toaster` (not an address) is the toast's chunk.
    firstScreenPreload({
      '/category': 'src/app/routes/category-route.tsx',
      '/search': 'src/app/routes/search-route.tsx',
      '/product': 'src/app/routes/product-route.tsx',
      '/accessories': 'src/app/routes/accessories-route.tsx',
      '/cart': 'src/app/routes/cart-route.tsx',
      '/checkout': 'src/app/routes/ordering/checkout-route.tsx',
      '/order_complete': 'src/app/routes/ordering/order-complete-route.tsx',
      '/order_type': 'src/app/routes/order-type-route.tsx',
      '/locations': 'src/app/routes/locations-route.tsx',
      toaster: 'src/app/layout/toaster.tsx',
    }),
  ],
  server: {
    proxy: {
      '/api': server,
      '/guest': server,
      '/media': server,
      '/live': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // What the cart, product, rewards and checkout screens share (the pricing rules, the
            // rewards view), as one file instead of four: each is one more round trip before a
            // landing screen shows.
            {
              name: 'ordering',
              test: /[\\/](packages[\\/]domain[\\/]src[\\/](pricing|bag-fee|catalogue|discounts|rewards|tax|delivery-zones|validation[\\/]limits)\.ts|robust-predicates|point-in-polygon-hao|@turf|app[\\/]routes[\\/]account[\\/]use-rewards-view\.ts|features[\\/]rewards[\\/](components[\\/]points-meter|api[\\/]rewards-api))/,
            },
            // The product lists (a category, the recent products, the desktop's continuous menu):
            // one file with its stylesheet instead of four and two, each a request before /category
            // shows on a slow phone.
            {
              name: 'browse',
              test: /[\\/](features[\\/]menu[\\/]components[\\/](category-products|product-card)|app[\\/]routes[\\/]ordering[\\/]recent-products|app[\\/]routes[\\/]category-route)\.(tsx|module\.css)/,
            },
          ],
        },
      },
      // Imported constants are written where they are used (src/lib/paths.ts names every address).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      treeshake: {
        // @orderly/domain is pure by contract (no I/O, no globals): a module of it that the app
        // does not use, such as the zod schemas of the API bodies, is left out of the bundle.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
