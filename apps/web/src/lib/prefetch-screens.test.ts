import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LazyScreen } from './lazy-screen.ts';
import { loadOnIntent, prefetchWhenIdle } from './prefetch-screens.ts';

const prefetches = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

const screen = (): LazyScreen & { preload: ReturnType<typeof vi.fn> } =>
  ({ preload: vi.fn(() => Promise.resolve()), loaded: null, suspending: null }) as never;

describe('the screens likely next', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('are prefetched once the page is idle, each file once, scripts as modules', async () => {
    window.__orderlyScreenFiles = {
      '/category': ['browse-1.js', 'browse-1.css', 'ordering-1.js'],
      '/product': ['product-1.js', 'ordering-1.js'],
    };
    expect(prefetches()).toEqual([]);
    prefetchWhenIdle(['/category', '/product']);
    await vi.waitFor(() => expect(prefetches()).toHaveLength(4));
    expect(prefetches()).toEqual([
      ['/assets/browse-1.js', ''],
      ['/assets/browse-1.css', null],
      ['/assets/ordering-1.js', ''],
      ['/assets/product-1.js', ''],
    ]);
    prefetchWhenIdle(['/product']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetches()).toHaveLength(4);
  });

  it('a tap on a tile or a link starts loading its screen on pointerdown, before the click', () => {
    const category = screen();
    const product = screen();
    loadOnIntent('/category', () => [category]);
    loadOnIntent('/product', () => [product]);
    document.body.innerHTML =
      '<button data-opens="/category"><span>Tacos</span></button><a href="/product?productId=1"><h3>Fish tacos</h3></a><a href="/menu">Menu</a>';
    document.querySelector('button span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(category.preload).toHaveBeenCalledTimes(1);
    expect(product.preload).not.toHaveBeenCalled();
    document.querySelector('a h3')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(product.preload).toHaveBeenCalledTimes(1);
    document.querySelector('a[href="/menu"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(category.preload).toHaveBeenCalledTimes(1);
  });
});
