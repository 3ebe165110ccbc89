import type { Category, Product } from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { CategoryProducts, type ProductListing } from './category-products.tsx';
import styles from './continuous-menu.module.css';

/** A request to bring a section into view (a new object each time, so the same one can be asked twice). */
export interface SectionRequest {
  categoryId: string;
  /** The person chose it (a tile of the side bar): its heading takes the focus. */
  focus?: boolean;
}

const sectionId = (categoryId: string) => `menu-section-${categoryId}`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The desktop menu as the big delivery apps show it: every category one after the other in one
 * scrolling list, under a sticky bar of the categories that marks the section in view and jumps to
 * a section on click (links, so keyboard and screen readers reach them; the section's heading then
 * takes the focus). `request` jumps from outside (the tile grid); `onSectionInView` tells it back.
 */
export function ContinuousMenu(
  props: ProductListing & {
    categories: readonly Category[];
    products: readonly Product[];
    request: SectionRequest | null;
    onSectionInView: (categoryId: string) => void;
  },
) {
  const { categories, request, onSectionInView, ...listing } = props;
  const [marked, setInView] = useState(categories[0]?.id);
  // A category that left the menu (the menu changed live, or its hours ended) marks the first.
  const inView = categories.some((category) => category.id === marked) ? marked : categories[0]?.id;
  const listRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLUListElement>(null);
  /** While a jump scrolls, the sections it passes do not count as "in view". */
  const jumping = useRef(false);
  /** Ends the jump in flight (its scroll ended, or it gave way to a newer jump or unmount). */
  const endJump = useRef<() => void>(() => undefined);
  /** Reads which section is in view (set by the scroll effect). */
  const readInView = useRef<() => void>(() => undefined);
  const reportInView = useRef(onSectionInView);
  reportInView.current = onSectionInView;

  const markInView = (categoryId: string) => {
    setInView(categoryId);
    reportInView.current(categoryId);
  };

  const jumpTo = (categoryId: string, focus: boolean) => {
    const section = document.getElementById(sectionId(categoryId));
    if (!section) return;
    const smooth = !prefersReducedMotion();
    endJump.current();
    jumping.current = true;
    markInView(categoryId);
    // Once the jump has landed (the scroll ended: a smooth scroll takes as long as the machine
    // needs), the page says again what is in view; a page already in place never scrolls, so a
    // timer ends the jump too.
    const land = () => {
      window.removeEventListener('scrollend', land);
      clearTimeout(timer);
      endJump.current = () => undefined;
      jumping.current = false;
      readInView.current();
    };
    const timer = setTimeout(land, smooth ? 3000 : 300);
    window.addEventListener('scrollend', land);
    endJump.current = () => {
      window.removeEventListener('scrollend', land);
      clearTimeout(timer);
      jumping.current = false;
    };
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    if (focus) {
      // The section's heading, so Tab goes on to its products (not back through the bar or tiles).
      const heading = section.querySelector<HTMLElement>('[data-category-heading]');
      (heading ?? section).focus({ preventScroll: true });
    }
  };

  useEffect(() => () => endJump.current(), []);

  // A tile of the grid asked for a section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request jumps
  useEffect(() => {
    if (request) jumpTo(request.categoryId, request.focus === true);
  }, [request]);

  // The section in view: the last whose top has passed under the sticky bars (the first above
  // them all, the last at the bottom of the page), read once per frame while the page scrolls.
  const categoryKey = categories.map((category) => category.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sections change with the category list
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const sections = [...list.querySelectorAll<HTMLElement>('[data-category-id]')];
    let frame = 0;
    const read = () => {
      frame = 0;
      if (jumping.current || sections.length === 0) return;
      const line = (barRef.current?.getBoundingClientRect().bottom ?? 0) + 48;
      let current = sections[0];
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) current = sections[sections.length - 1];
      else {
        for (const section of sections) {
          if (section.getBoundingClientRect().top <= line) current = section;
          else break;
        }
      }
      const id = current?.dataset.categoryId;
      if (id) markInView(id);
    };
    readInView.current = read;
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [categoryKey]);

  // The bar keeps the marked category's link in sight (scrolling the bar alone, never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the marked category changes
  useEffect(() => {
    const bar = barRef.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!bar || !link) return;
    const left = link.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + link.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - 24);
    }
  }, [inView]);

  return (
    <div className={styles.menu} data-testid="continuous-menu">
      <nav className={styles.bar} aria-label="Menu sections">
        <ul className={styles.links} ref={barRef}>
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${sectionId(category.id)}`}
                className={styles.link}
                aria-current={category.id === inView ? 'true' : undefined}
                data-testid="section-link"
                onClick={(event) => {
                  event.preventDefault();
                  jumpTo(category.id, true);
                }}
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={listRef} className={styles.sections}>
        {categories.map((category) => (
          <div
            key={category.id}
            id={sectionId(category.id)}
            className={styles.section}
            data-category-id={category.id}
            data-testid="menu-section"
            tabIndex={-1}
          >
            <CategoryProducts {...listing} category={category} headingLevel={2} />
          </div>
        ))}
      </div>
    </div>
  );
}
