import type { ComponentProps } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';

/** A link marked `aria-current="page"` on its page and the pages below it (/auth/menu on /auth/menu/…). */
export function NavLink(props: ComponentProps<typeof Link> & { to: string }) {
  const [pathname] = useLocation();
  const [here] = matchRoute(useRouter().parser, props.to, pathname, true);
  return <Link {...props} aria-current={here ? 'page' : undefined} />;
}
