/**
 * Colour contrast by WCAG 2.2 (success criterion 1.4.3, "Contrast (Minimum)", level AA): the
 * contrast ratio of two colours is (L1 + 0.05) / (L2 + 0.05), L1 the relative luminance of the
 * lighter one; text needs 4.5:1, large text (24 px, or 18.7 px bold) 3:1. The back office warns a
 * manager whose brand colours fail it (the customer app still adjusts them so text stays readable).
 */

export type Rgb = readonly [number, number, number];

/** WCAG AA: normal text. */
export const AA_TEXT = 4.5;
/** WCAG AA: large text and the parts of controls. */
export const AA_LARGE_TEXT = 3;

/** '#rgb', '#rrggbb' or '#rrggbbaa' (alpha ignored) to its channels; null when it is not one. */
export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return [0, 1, 2].map((i) => Number.parseInt(`${hex[i]}${hex[i]}`, 16)) as unknown as Rgb;
  }
  if (/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  return null;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A ratio as people read it: 4.5:1, 12:1, 2.08:1 -> '2.1:1'. */
export function formatContrast(ratio: number): string {
  const rounded = Math.floor(ratio * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}:1`;
}

/** The customer app's page and card colours of each theme (apps/web styles/global.css). */
export const THEME_SURFACES: Record<'light' | 'dark', { page: Rgb; card: Rgb }> = {
  light: { page: [246, 244, 241], card: [255, 255, 255] },
  dark: { page: [17, 16, 16], card: [28, 27, 26] },
};

export interface BrandStyles {
  brandColor: string;
  fontColor: string;
  rewardsFontColor: string;
  theme: 'light' | 'dark';
}

export interface ContrastCheck {
  /** Which pair: the font colour on the brand colour (buttons), the brand colour as text on the page. */
  pair: 'font-on-brand' | 'brand-on-page';
  ratio: number;
  /** At least 4.5:1. */
  passes: boolean;
  /** A sentence for the manager. */
  message: string;
}

/**
 * The colour pairs of a brand that customers read in the customer app (text on buttons, brand-coloured
 * text on the page), each with its ratio and, when it fails AA, what the app does about it. Colours that are not hex colours are left out (the form refuses them on its own).
 */
export function brandContrastChecks(styles: BrandStyles): ContrastCheck[] {
  const brand = parseHexColour(styles.brandColor);
  const font = parseHexColour(styles.fontColor);
  const surfaces = THEME_SURFACES[styles.theme];
  const checks: ContrastCheck[] = [];
  const theme = styles.theme === 'dark' ? 'dark' : 'light';
  const check = (pair: ContrastCheck['pair'], ratio: number, failing: string, passing: string) => {
    const passes = ratio >= AA_TEXT;
    checks.push({ pair, ratio, passes, message: passes ? passing : failing });
  };
  if (brand && font) {
    const ratio = contrastRatio(brand, font);
    check(
      'font-on-brand',
      ratio,
      `The font colour on the brand colour has a contrast of ${formatContrast(ratio)}; WCAG AA asks for at least 4.5:1. Buttons will show white or black text instead until you pick colours further apart.`,
      `The font colour on the brand colour has a contrast of ${formatContrast(ratio)} (WCAG AA: 4.5:1).`,
    );
  }
  if (brand) {
    const ratio = Math.min(contrastRatio(brand, surfaces.page), contrastRatio(brand, surfaces.card));
    check(
      'brand-on-page',
      ratio,
      `The brand colour as text on the ${theme} theme's background has a contrast of ${formatContrast(ratio)}; WCAG AA asks for at least 4.5:1. Links and prices will be shown in a ${theme === 'dark' ? 'lighter' : 'darker'} shade of it.`,
      `The brand colour as text on the ${theme} theme's background has a contrast of ${formatContrast(ratio)} (WCAG AA: 4.5:1).`,
    );
  }
  return checks;
}

const WHITE: Rgb = [255, 255, 255];
/** The customer app's ink (near-black text). */
const INK: Rgb = [23, 20, 18];

/** `amount` (0..1) of the way from `a` to `b`, channel by channel, in whole units. */
export const mix = (a: Rgb, b: Rgb, amount: number): Rgb =>
  a.map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount)) as unknown as Rgb;

/** '#rrggbb' of a colour. */
export function toHex(colour: Rgb): string {
  return `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Text on a brand-coloured surface: the preferred colour when it reads at 4.5:1, else white or ink, whichever contrasts more. */
export function textOn(background: Rgb, preferred: Rgb | null): Rgb {
  if (preferred && contrastRatio(background, preferred) >= AA_TEXT) return preferred;
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/**
 * A colour used as text on `surface`, moved towards white (on dark) or ink (on light) in twentieths
 * until it reads at 4.5:1: how the customer app shows brand-coloured text on a page that the brand
 * colour itself does not contrast with.
 */
export function readableOn(colour: Rgb, surface: Rgb): Rgb {
  if (contrastRatio(colour, surface) >= AA_TEXT) return colour;
  const towards = relativeLuminance(surface) < 0.5 ? WHITE : INK;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (contrastRatio(candidate, surface) >= AA_TEXT) return candidate;
  }
  return towards;
}

/** The customer app's brand colours, as CSS values (its root's custom properties). */
export interface BrandPalette {
  /** The brand colour ('--brand', the browser's theme colour). */
  brand: string;
  /** Text on the brand colour ('--on-brand'): the font colour when it reads, else white or ink. */
  onBrand: string;
  /** The brand colour as text ('--brand-text'): readable on the page, on cards and on brand-tinted surfaces. */
  brandText: string;
  /** A brand tint for surfaces ('--brand-soft'). */
  brandSoft: string;
}

/**
 * What the customer app paints with a restaurant's colours, adjusted as `brandContrastChecks` tells
 * the manager it will be; null when the brand colour is not a hex colour (the app keeps its own).
 */
export function brandPalette(styles: Pick<BrandStyles, 'brandColor' | 'theme'> & { fontColor?: string }) {
  const brand = parseHexColour(styles.brandColor);
  if (!brand) return null;
  const theme = styles.theme === 'dark' ? 'dark' : 'light';
  const { page, card } = THEME_SURFACES[theme];
  const softAlpha = theme === 'dark' ? 0.22 : 0.1;
  const softSurface = mix(card, brand, softAlpha);
  let brandText = brand;
  // Twice round: a shade readable on one surface may have moved off another.
  for (let pass = 0; pass < 2; pass++) {
    for (const surface of [card, page, softSurface]) brandText = readableOn(brandText, surface);
  }
  const font = styles.fontColor ? parseHexColour(styles.fontColor) : null;
  return {
    brand: toHex(brand),
    onBrand: toHex(textOn(brand, font)),
    brandText: toHex(brandText),
    brandSoft: `rgb(${brand.join(' ')} / ${softAlpha})`,
  } satisfies BrandPalette;
}
