import { type AppliedPromo, messages } from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { redeemPromoCode, removePromoCode } from './api/promo-code.ts';
import { updateCheckoutChoices } from './checkout-store.ts';

export interface PromoCodeState {
  busy: boolean;
  error: string | null;
  apply(code: string): Promise<void>;
  remove(): Promise<void>;
}

/**
 * The checkout's promo code: applying and removing one, and fetching what a code applied on another
 * visit is worth (the server remembers the code, the device remembers its worth).
 */
export function usePromoCode(input: {
  scope: string;
  restaurantId: string;
  locationId: string;
  /** Off for a guest: no promo code. */
  enabled: boolean;
  /** The code the server remembers for the customer. */
  savedCode: string | null;
  applied: AppliedPromo | null;
}): PromoCodeState {
  const { scope, restaurantId, locationId, enabled, savedCode, applied } = input;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetched = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !savedCode || applied || fetched.current === savedCode) return;
    fetched.current = savedCode;
    redeemPromoCode({ restaurantId, locationId, code: savedCode }).then(
      ({ promo }) => updateCheckoutChoices(scope, { promo }),
      () => undefined,
    );
  }, [enabled, savedCode, applied, restaurantId, locationId, scope]);

  return {
    busy,
    error,
    async apply(code) {
      setBusy(true);
      setError(null);
      try {
        const result = await redeemPromoCode({ restaurantId, locationId, code });
        fetched.current = result.promo.code;
        updateCheckoutChoices(scope, { promo: result.promo });
        notifySuccess(result.message || messages.promoRedeemed);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : messages.promoInvalid);
      } finally {
        setBusy(false);
      }
    },
    async remove() {
      setBusy(true);
      try {
        await removePromoCode(restaurantId);
        fetched.current = null;
        updateCheckoutChoices(scope, { promo: null });
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : messages.orderFailed);
      } finally {
        setBusy(false);
      }
    },
  };
}
