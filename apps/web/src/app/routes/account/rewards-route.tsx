import { messages } from '@orderly/domain';
import { Link, useParams } from 'wouter';
import { buttonClass } from '../../../components/ui/button.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { PointsMeter } from '../../../features/rewards/components/points-meter.tsx';
import { RewardCard } from '../../../features/rewards/components/reward-card.tsx';
import { RewardsCarousel } from '../../../features/rewards/components/rewards-carousel.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './rewards-route.module.css';
import { useRewardsView } from './use-rewards-view.ts';

/** /rewards, /rewards/{nextRoute} and /rewards/cart (redeeming from the cart). */
export default function RewardsRoute() {
  const { settings } = useRestaurant();
  const next = useParams().nextRoute;
  const view = useRewardsView();
  useDocumentTitle(`Rewards · ${settings.name}`);

  return (
    <div className={styles.page}>
      <PageHeader title="Rewards" fallback={next ? `/${next}` : '/menu'} />
      <div className={styles.content}>
        {view.signedIn ? (
          <PointsMeter points={view.points} target={view.target} />
        ) : (
          <section className={styles.login} aria-labelledby="rewards-login">
            <span className={styles.loginIcon} aria-hidden="true">
              <GiftIcon width={28} height={28} />
            </span>
            <p id="rewards-login" className={styles.loginText} data-testid="rewards-login">
              {messages.rewardLoginToRedeem}
            </p>
            <Link to={`/auth/rewards${next ? `/${next}` : ''}`} className={buttonClass('primary')}>
              LOGIN
            </Link>
          </section>
        )}
        {view.state.status === 'loading' && (
          <div className={styles.loading}>
            <Spinner label="Loading rewards" />
          </div>
        )}
        {view.state.status === 'error' && (
          <p role="alert" className={styles.error}>
            {view.state.message}
          </p>
        )}
        {view.state.status === 'ready' &&
          (view.display.length === 0 ? (
            <p className={styles.empty}>No rewards yet. Check back soon!</p>
          ) : (
            <RewardsCarousel>
              {view.display.map((reward) => (
                <RewardCard
                  key={reward.id}
                  reward={reward}
                  fallbackImage={settings.images.rewardDefault}
                  signedIn={view.signedIn}
                  busy={view.busyId === reward.id}
                  onChange={(step) => void view.change(reward, step)}
                />
              ))}
            </RewardsCarousel>
          ))}
        {next === 'cart' && (
          <Link to="/cart" className={`${buttonClass('primary', true)} ${styles.back}`}>
            BACK TO CART
          </Link>
        )}
      </div>
    </div>
  );
}
