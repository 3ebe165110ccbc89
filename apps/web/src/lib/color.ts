/**
 * Colour helpers for branding: a restaurant picks any brand colour, and text on it (or the colour
 * used as text) must still meet WCAG contrast.
 */
export type Rgb = [number, number, number];

export function parseColor(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return [0, 1, 2].map((i) => Number.parseInt(hex[i]! + hex[i]!, 16)) as Rgb;
  }
  if (/^[0-9a-f]{6}$/i.test(hex)) {
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [23, 20, 18];

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((c, i) => c + (b[i]! - c) * amount) as Rgb;
}

/** Text colour on a brand-coloured surface: the preferred colour if readable, else white or ink. */
export function textOn(background: Rgb, preferred: Rgb | null): Rgb {
  if (preferred && contrastRatio(background, preferred) >= 4.5) return preferred;
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** The brand colour adjusted (lightened on dark, darkened on light) until readable as text on `surface`. */
export function readableOn(color: Rgb, surface: Rgb): Rgb {
  if (contrastRatio(color, surface) >= 4.5) return color;
  const towards = luminance(surface) < 0.5 ? WHITE : INK;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (contrastRatio(candidate, surface) >= 4.5) return candidate;
  }
  return towards;
}
