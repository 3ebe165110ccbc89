import { useCallback } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAppLocation } from '../../../lib/location.tsx';

/**
 * Where an editor goes once saved: back where it was opened from, which is /{nextRoute} when one is
 * given (/credit_card/checkout from the checkout); opened directly, to /{nextRoute} or the fallback.
 */
export function useFinish(fallback = '/user'): () => void {
  const [, navigate] = useLocation();
  const location = useAppLocation();
  const next = useParams().nextRoute;
  return useCallback(() => {
    if (location.idx > 0) window.history.back();
    else navigate(next ? `/${next}` : fallback, { replace: true });
  }, [navigate, location.idx, next, fallback]);
}
