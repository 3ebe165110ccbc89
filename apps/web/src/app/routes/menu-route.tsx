import { menuCategories, type Product } from '@orderly/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PRIORITY_IMAGES } from '../../boot/first-screen-images.ts';
import { ClockIcon, PinIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { useAuthToken } from '../../features/auth/auth-token.ts';
import type { ProductListing } from '../../features/menu/components/category-products.tsx';
import { CategoryTile } from '../../features/menu/components/category-tile.tsx';
import type { SectionRequest } from '../../features/menu/components/continuous-menu.tsx';
import { MenuHero } from '../../features/menu/components/menu-hero.tsx';
import { RECENT_CATEGORY_ID, RECENT_CATEGORY_NAME } from '../../features/orders/recent-category.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../lib/client.ts';
import { lazyPart } from '../../lib/lazy-screen.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { CATEGORY, SEARCH } from '../../lib/paths.ts';
import { DESKTOP_QUERY, useIsDesktop } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOrdering } from '../use-ordering.ts';
import { FloatingCart } from './floating-cart.tsx';
import styles from './menu-route.module.css';
import { TableTabLink } from './table-tab-link.tsx';

const ReviewPrompt = lazy(() => import('./ordering/review-prompt.tsx'));

// The desktop panel's lists (every category in one list, the recent orders): chunks of their own,
// fetched as the app starts on a desktop; a phone's menu never shows them.
const { Part: ContinuousMenu, preload: preloadContinuousMenu } = lazyPart(() =>
  import('../../features/menu/components/continuous-menu.tsx').then((module) => module.ContinuousMenu),
);
const { Part: RecentProducts } = lazyPart(() =>
  import('./ordering/recent-products.tsx').then((module) => module.RecentProducts),
);
if (typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches) {
  void preloadContinuousMenu();
}

/** How often the active category order is recomputed (SPEC.md section 9). */
const CATEGORY_REFRESH = 5000;

type MenuState = { categoryId?: string } | null;

export default function MenuRoute() {
  const { settings, menu, locations } = useRestaurant();
  const { isDineIn } = useOrdering();
  const isDesktop = useIsDesktop();
  const signedIn = useAuthToken() !== null;
  const [, navigate] = useLocation();
  const location = useAppLocation();
  const now = useServerNow(CATEGORY_REFRESH);
  useDocumentTitle(`Menu · ${settings.name}`);

  const categories = menuCategories({ settings, categories: menu.categories, now, isDineIn });
  const [chosen, setChosen] = useState<string | undefined>((location.state as MenuState)?.categoryId);
  // Desktop: a tile brings its section of the continuous menu into view (one opened from
  // elsewhere with a category, at once).
  const [sectionRequest, setSectionRequest] = useState<SectionRequest | null>(() =>
    chosen && chosen !== RECENT_CATEGORY_ID ? { categoryId: chosen } : null,
  );
  const recentSelected = signedIn && chosen === RECENT_CATEGORY_ID;
  const selected = categories.find((category) => category.id === chosen) ?? categories[0];

  const productLink = (product: Product) => ({
    to: '/product',
    state: { productId: product.id, background: isDesktop ? location : undefined },
  });
  const listing: ProductListing = { now, isDineIn, productLink };

  const openCategory = (categoryId: string) => {
    if (!isDesktop) navigate(CATEGORY, { state: { categoryId } });
    else {
      setChosen(categoryId);
      if (categoryId !== RECENT_CATEGORY_ID) setSectionRequest({ categoryId, focus: true });
    }
  };

  return (
    <div className={styles.page}>
      <MenuHero
        name={settings.name}
        logo={settings.images.logo}
        header={settings.images.menuHeader}
        background={settings.images.mainBg}
        backgroundMobile={settings.images.mainBgMobile}
        welcome={settings.welcomeMessage}
      >
        {locations.length > 1 && (
          <Link to="/locations" className={styles.locationChip} data-testid="location-picker">
            <PinIcon width={18} height={18} />
            <span>
              <span className="visually-hidden">Location: </span>
              {settings.locationName}
            </span>
            <span className={styles.change}>Change</span>
          </Link>
        )}
        <TableTabLink className={styles.tabChip} />
      </MenuHero>

      <div className={styles.body}>
        <nav className={styles.tiles} aria-label="Menu categories">
          <h2 className="visually-hidden">Categories</h2>
          <ul className={styles.tileList} data-testid="menu-tiles">
            <li>
              <CategoryTile
                name="Search Menu"
                icon={<SearchIcon />}
                onSelect={() => navigate(SEARCH)}
                opensScreen={SEARCH}
                testId="tile-search"
              />
            </li>
            {signedIn && (
              <li>
                <CategoryTile
                  name={RECENT_CATEGORY_NAME}
                  icon={<ClockIcon />}
                  selected={isDesktop ? recentSelected : undefined}
                  onSelect={() => openCategory(RECENT_CATEGORY_ID)}
                  opensScreen={!isDesktop && CATEGORY}
                  testId="tile-recent"
                />
              </li>
            )}
            {categories.map((category, index) => (
              <li key={category.id}>
                <CategoryTile
                  name={category.name}
                  imageUrl={category.imageUrl}
                  selected={isDesktop ? !recentSelected && category.id === selected?.id : undefined}
                  onSelect={() => openCategory(category.id)}
                  opensScreen={!isDesktop && CATEGORY}
                  priority={index < PRIORITY_IMAGES}
                />
              </li>
            ))}
          </ul>
        </nav>

        {isDesktop && (
          <div className={styles.panel} data-testid="category-panel">
            {recentSelected ? (
              <RecentProducts {...listing} />
            ) : selected ? (
              <ContinuousMenu
                {...listing}
                categories={categories}
                products={menu.products}
                request={sectionRequest}
                onSectionInView={setChosen}
              />
            ) : (
              <p className={styles.empty}>The menu is being updated. Please check back soon.</p>
            )}
          </div>
        )}
      </div>

      <FloatingCart />
      {signedIn && (
        <Suspense fallback={null}>
          <ReviewPrompt />
        </Suspense>
      )}
    </div>
  );
}
