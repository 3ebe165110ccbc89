import { describe, expect, it } from 'vitest';
import { searchProducts } from './product-search.ts';
import { at, products } from './testing/fixtures.ts';

const now = at('2026-06-10T12:00');
const names = (query: string) => searchProducts(products, query, now).map((product) => product.name);

describe('searchProducts', () => {
  it('finds names containing the query anywhere, in any case', () => {
    expect(names('burger')).toEqual(['Classic Burger']);
    expect(names('BEER')).toEqual(['Craft Beer']);
    expect(names('r')).toEqual(expect.arrayContaining(['Classic Burger', 'Craft Beer', 'Fries']));
  });
  it('is exact (threshold 0): a typo finds nothing', () => {
    expect(names('burgr')).toEqual([]);
  });
  it('leaves out inactive products', () => {
    expect(names('pie')).toEqual([]);
  });
  it('finds nothing for an empty query', () => {
    expect(names('   ')).toEqual([]);
  });
});
