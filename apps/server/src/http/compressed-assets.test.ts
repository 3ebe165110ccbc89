import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compressed-assets.ts';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('sends nothing compressed when nothing fits or it is refused', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });
});
