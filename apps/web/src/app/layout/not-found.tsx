import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button.tsx';
import { useRestaurantState } from '../../features/restaurant/components/restaurant-provider.tsx';
import { StatusPage } from './status-page.tsx';

/** The demo's artwork; a restaurant may bring its own as settings.images.notFound. */
const DEFAULT_NOT_FOUND_IMAGE = '/media/demo/not-found.svg';

export function NotFound({ message }: { message?: string }) {
  const state = useRestaurantState();
  const images =
    state.status === 'ready'
      ? (state.settings.images as { notFound?: string })
      : ({} as { notFound?: string });
  return (
    <StatusPage
      image={images.notFound ?? DEFAULT_NOT_FOUND_IMAGE}
      imageAlt="404: page not found"
      title="Page not found"
      body={message ?? "Sorry, we couldn't find that page."}
      actions={
        state.status === 'ready' || state.status === 'loading' ? (
          <Link to="/menu" className={buttonClass('primary')}>
            Back to menu
          </Link>
        ) : null
      }
    />
  );
}
