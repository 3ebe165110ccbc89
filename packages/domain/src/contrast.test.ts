import { describe, expect, it } from 'vitest';
import {
  brandContrastChecks,
  contrastRatio,
  formatContrast,
  parseHexColour,
  readableOn,
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
});
