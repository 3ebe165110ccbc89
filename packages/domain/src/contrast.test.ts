import { describe, expect, it } from 'vitest';
import {
  brandContrastChecks,
  brandPalette,
  contrastRatio,
  formatContrast,
  mix,
  parseHexColour,
  readableOn,
  THEME_SURFACES,
  textOn,
  toHex,
} from './contrast.ts';

describe('contrast', () => {
  it('reads hex colours and refuses others', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('#B3261E')).toEqual([179, 38, 30]);
    expect(parseHexColour('#b3261e80')).toEqual([179, 38, 30]);
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #777 on white is the classic just-failing grey (4.48:1).
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(formatContrast(4.48)).toBe('4.4:1');
    expect(formatContrast(21)).toBe('21:1');
  });

  it('passes a readable brand and warns about each failing pair with a sentence', () => {
    const good = brandContrastChecks({
      brandColor: '#b3261e',
      fontColor: '#ffffff',
      rewardsFontColor: '#1a1a1a',
      theme: 'light',
    });
    expect(good.map((check) => check.passes)).toEqual([true, true]);

    const bad = brandContrastChecks({
      brandColor: '#ffd54f',
      fontColor: '#ffffff',
      rewardsFontColor: '#eeeeee',
      theme: 'light',
    });
    expect(bad.filter((check) => !check.passes).map((check) => check.pair)).toEqual([
      'font-on-brand',
      'brand-on-page',
    ]);
    expect(bad[0]?.message).toMatch(
      /^The font colour on the brand colour has a contrast of 1\.\d:1; WCAG AA/,
    );
  });

  it('leaves out a pair whose colour is not a hex colour (the form refuses it on its own)', () => {
    const checks = brandContrastChecks({
      brandColor: '#b3261e',
      fontColor: 'white',
      rewardsFontColor: '#ffffff',
      theme: 'light',
    });
    expect(checks.map((check) => check.pair)).toEqual(['brand-on-page']);
    expect(
      brandContrastChecks({ brandColor: 'red', fontColor: '#fff', rewardsFontColor: '#fff', theme: 'light' }),
    ).toEqual([]);
  });

  it('checks the brand against the dark theme in the dark theme', () => {
    const [, onPage] = brandContrastChecks({
      brandColor: '#1b1b8f',
      fontColor: '#ffffff',
      rewardsFontColor: '#ffffff',
      theme: 'dark',
    });
    expect(onPage?.passes).toBe(false);
    expect(onPage?.message).toContain('lighter shade');
  });

  it('moves a colour that does not read on a surface until it does', () => {
    const dark = [28, 27, 26] as const;
    const red = [179, 38, 30] as const;
    expect(contrastRatio(red, dark)).toBeLessThan(4.5);
    const readable = readableOn(red, dark);
    expect(contrastRatio(readable, dark)).toBeGreaterThanOrEqual(4.5);
    expect(readable[0]).toBeGreaterThan(red[0]);
    expect(readableOn([0, 0, 0], [255, 255, 255])).toEqual([0, 0, 0]);
  });

  it('gives white or ink when no mix of the colour reads on a mid-grey surface', () => {
    expect(readableOn([128, 0, 0], [128, 128, 128])).toEqual([255, 255, 255]);
  });

  it('puts the font colour on the brand when it reads, else white or ink, whichever contrasts more', () => {
    const red = [179, 38, 30] as const;
    const yellow = [255, 213, 79] as const;
    expect(textOn(red, [255, 255, 255])).toEqual([255, 255, 255]);
    expect(textOn(yellow, [255, 255, 255])).toEqual([23, 20, 18]);
    expect(textOn(red, null)).toEqual([255, 255, 255]);
    expect(textOn(yellow, null)).toEqual([23, 20, 18]);
  });

  it('mixes and writes colours in whole units', () => {
    expect(mix([0, 0, 0], [255, 255, 255], 0.5)).toEqual([128, 128, 128]);
    expect(mix([10, 20, 30], [10, 20, 30], 0.3)).toEqual([10, 20, 30]);
    expect(toHex([179, 38, 30])).toBe('#b3261e');
    expect(toHex([0, 0, 0])).toBe('#000000');
  });
});

describe('brandPalette', () => {
  it("paints the customer app with a readable brand as it is, and text on it in the brand's font colour", () => {
    expect(brandPalette({ brandColor: '#b3261e', fontColor: '#ffffff', theme: 'light' })).toEqual({
      brand: '#b3261e',
      onBrand: '#ffffff',
      brandText: '#b3261e',
      brandSoft: 'rgb(179 38 30 / 0.1)',
    });
  });

  it('adjusts what the contrast checks warn about: text on the brand, and the brand as text', () => {
    const styles = {
      brandColor: '#ffd54f',
      fontColor: '#ffffff',
      rewardsFontColor: '#ffffff',
      theme: 'light' as const,
    };
    const palette = brandPalette(styles)!;
    expect(brandContrastChecks(styles).every((check) => check.passes)).toBe(false);
    expect(palette.brand).toBe('#ffd54f');
    expect(palette.onBrand).toBe('#171412');
    const brandText = parseHexColour(palette.brandText)!;
    for (const surface of Object.values(THEME_SURFACES.light)) {
      expect(contrastRatio(brandText, surface)).toBeGreaterThanOrEqual(4.5);
    }
    // On the dark theme a dark brand is lightened, and its tint is stronger.
    const dark = brandPalette({ brandColor: '#1b1b8f', theme: 'dark' })!;
    expect(contrastRatio(parseHexColour(dark.brandText)!, THEME_SURFACES.dark.page)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(dark.brandSoft).toBe('rgb(27 27 143 / 0.22)');
    expect(dark.onBrand).toBe('#ffffff');
  });

  it('leaves the app its own colours when the brand colour is not a hex colour', () => {
    expect(brandPalette({ brandColor: 'red', theme: 'light' })).toBeNull();
  });
});
