import { brandPalette } from '@orderly/domain';
import { useEffect } from 'react';

/**
 * Paints the app in the restaurant's brand: CSS custom properties on the root element (so dialogs
 * and toasts rendered in portals get them too). The colours, adjusted to read (WCAG AA), are the
 * domain's `brandPalette`, the rule the back office's contrast warnings describe.
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
    const palette = brandColor ? brandPalette({ brandColor, fontColor, theme }) : null;
    if (!palette) return;
    root.style.setProperty('--brand', palette.brand);
    root.style.setProperty('--on-brand', palette.onBrand);
    root.style.setProperty('--brand-text', palette.brandText);
    root.style.setProperty('--brand-soft', palette.brandSoft);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.brand);
  }, [brandColor, fontColor, theme]);
}
