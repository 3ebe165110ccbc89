import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from '../../../lib/router.tsx';

/**
 * Where an editor goes once saved: back where it was opened from, which is /{nextRoute} when one is
 * given (/credit_card/checkout from the checkout); opened directly, to /{nextRoute} or the fallback.
 */
export function useFinish(fallback = '/user'): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const next = useParams().nextRoute;
  return useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(next ? `/${next}` : fallback, { replace: true });
  }, [navigate, location.key, next, fallback]);
}
