import type { DataOf } from '@orderly/contract';
import { type BrandStyles, contrastRatio, parseHexColour, readableOn, THEME_SURFACES } from '@orderly/domain';
import type { CSSProperties } from 'react';

type MenuData = DataOf<'getMenu'>;

export interface PreviewBrand {
  name: string;
  logo: string;
  menuHeader?: string | undefined;
  styles: BrandStyles;
}

const hex = ([r, g, b]: readonly [number, number, number]) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colours the customer app paints with (apps/web use-brand-theme.ts): text on the brand colour
 * is the font colour when it reads (4.5:1), else white or ink, whichever contrasts more; brand-coloured
 * text is a readable shade of the brand.
 */
function paint(styles: BrandStyles) {
  const surfaces = THEME_SURFACES[styles.theme] ?? THEME_SURFACES.light;
  const brand = parseHexColour(styles.brandColor) ?? [179, 38, 30];
  const font = parseHexColour(styles.fontColor);
  const white = [255, 255, 255] as const;
  const ink = [23, 20, 18] as const;
  const onBrand =
    font && contrastRatio(brand, font) >= 4.5
      ? font
      : contrastRatio(brand, white) >= contrastRatio(brand, ink)
        ? white
        : ink;
  const dark = styles.theme === 'dark';
  // Brand-coloured words are shown in a shade that reads on the page and on cards.
  const brandText = readableOn(readableOn(brand, surfaces.card), surfaces.page);
  const rewards = parseHexColour(styles.rewardsFontColor);
  return {
    '--p-brand': hex(brand),
    '--p-brand-text': hex(brandText),
    '--p-on-brand': hex(onBrand),
    '--p-page': hex(surfaces.page),
    '--p-card': hex(surfaces.card),
    '--p-text': dark ? '#f3f1ee' : '#171412',
    '--p-muted': dark ? '#b9b3ab' : '#5f5750',
    '--p-rewards': hex(rewards && contrastRatio(rewards, brand) >= 4.5 ? rewards : onBrand),
  } as CSSProperties;
}

/** The first categories customers see, with their pictures (the preview's tiles). */
function tiles(menu: MenuData | null) {
  const fallback = ['Burgers', 'Noodles', 'Small plates', 'Drinks', 'Desserts', 'Family meals'].map(
    (name) => ({ id: name, name, imageUrl: undefined as string | undefined }),
  );
  const categories = menu?.categories.filter((category) => !category.takeoutAccessory) ?? [];
  return (categories.length > 0 ? categories : fallback).slice(0, 6);
}

function Screen({ brand, menu, desktop }: { brand: PreviewBrand; menu: MenuData | null; desktop: boolean }) {
  return (
    <div className={`bpv-screen${desktop ? ' bpv-screen--desktop' : ''}`} style={paint(brand.styles)}>
      <div className="bpv-bar">
        {brand.logo ? <img className="bpv-logo" src={brand.logo} alt="" /> : <span className="bpv-logo" />}
        <span className="bpv-name">{brand.name}</span>
        {desktop && (
          <span className="bpv-nav">
            <span className="bpv-nav__item bpv-nav__item--on">MENU</span>
            <span className="bpv-nav__item">CART</span>
            <span className="bpv-nav__item">LOGIN</span>
          </span>
        )}
      </div>
      {brand.menuHeader && <img className="bpv-header" src={brand.menuHeader} alt="" />}
      <div className="bpv-body">
        <p className="bpv-title">Menu</p>
        <div className="bpv-tiles">
          <span className="bpv-tile bpv-tile--search">
            <span className="bpv-tile__art bpv-tile__art--search" />
            <span className="bpv-tile__name">Search Menu</span>
          </span>
          {tiles(menu).map((tile) => (
            <span key={tile.id} className="bpv-tile">
              {tile.imageUrl ? (
                <img className="bpv-tile__art" src={tile.imageUrl} alt="" />
              ) : (
                <span className="bpv-tile__art" />
              )}
              <span className="bpv-tile__name">{tile.name}</span>
            </span>
          ))}
        </div>
        <p className="bpv-rewards">
          <span className="bpv-rewards__label">Rewards</span> 1,250 points
        </p>
      </div>
      <span className="bpv-cart">VIEW CART · $24.50</span>
    </div>
  );
}

/**
 * The customer menu in the brand being edited, on a phone and on a computer, drawn as the customer
 * app draws it (its colour rules; the restaurant's categories and pictures). Each frame is one
 * picture for assistive technology: its words say what it shows.
 */
export function BrandPreview({ brand, menu }: { brand: PreviewBrand; menu: MenuData | null }) {
  const theme = brand.styles.theme === 'dark' ? 'dark' : 'light';
  return (
    <div className="bpv">
      <figure className="bpv-frame bpv-frame--desktop">
        <div
          className="bpv-viewport bpv-viewport--desktop"
          role="img"
          aria-label={`Preview: the customer menu on a computer, ${theme} theme, brand colour ${brand.styles.brandColor}`}
          data-testid="preview-desktop"
        >
          <Screen brand={brand} menu={menu} desktop />
        </div>
        <figcaption>Computer</figcaption>
      </figure>
      <figure className="bpv-frame bpv-frame--phone">
        <div
          className="bpv-viewport bpv-viewport--phone"
          role="img"
          aria-label={`Preview: the customer menu on a phone, ${theme} theme, brand colour ${brand.styles.brandColor}`}
          data-testid="preview-phone"
        >
          <Screen brand={brand} menu={menu} desktop={false} />
        </div>
        <figcaption>Phone</figcaption>
      </figure>
    </div>
  );
}
