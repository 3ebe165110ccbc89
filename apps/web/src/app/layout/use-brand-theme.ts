import { useEffect } from 'react';
import { mix, parseColor, type Rgb, readableOn, textOn, toHex } from '../../lib/color.ts';

const SURFACES: Record<'light' | 'dark', { surface: Rgb; bg: Rgb }> = {
  light: { surface: [255, 255, 255], bg: [246, 244, 241] },
  dark: { surface: [28, 27, 26], bg: [17, 16, 16] },
};

/**
 * Paints the app in the restaurant's brand: CSS custom properties on the root element (so dialogs
 * and toasts rendered in portals get them too). Text on the brand colour is the restaurant's font
 * colour when it is readable, else white or ink, whichever contrasts more.
 */
export function useBrandTheme(
  brand: { brandColor: string; fontColor?: string; theme: 'light' | 'dark' } | null,
) {
  const brandColor = brand?.brandColor;
  const fontColor = brand?.fontColor;
  const theme = brand?.theme ?? 'light';
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    const color = brandColor ? parseColor(brandColor) : null;
    if (!color) return;
    const { surface, bg } = SURFACES[theme];
    const softAlpha = theme === 'dark' ? 0.22 : 0.1;
    // Brand-coloured text must read on the page, on cards and on brand-tinted surfaces.
    const softSurface = mix(surface, color, softAlpha);
    const backgrounds: Rgb[] = [surface, bg, softSurface];
    let brandText = color;
    for (let pass = 0; pass < 2; pass++) {
      for (const background of backgrounds) brandText = readableOn(brandText, background);
    }
    root.style.setProperty('--brand', toHex(color));
    root.style.setProperty('--on-brand', toHex(textOn(color, fontColor ? parseColor(fontColor) : null)));
    root.style.setProperty('--brand-text', toHex(brandText));
    root.style.setProperty('--brand-soft', `rgb(${color.join(' ')} / ${softAlpha})`);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', toHex(color));
  }, [brandColor, fontColor, theme]);
}
