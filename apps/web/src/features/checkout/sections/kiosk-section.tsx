import { KIOSK_STAND, kioskDineIn, kioskServiceSentence } from '@orderly/domain';
import { useEffect, useRef } from 'react';
import { DineInIcon, TakeoutIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/**
 * Where a kiosk's order comes (decision 0092), in place of a table: for dine-in the number on the
 * table stand the customer took (where the location serves at stands) or the counter; for takeout
 * the counter. Never the kiosk's own id.
 */
export function KioskSection({ state }: { state: CheckoutState }) {
  const { isDineIn } = state.ordering;
  const { stand } = state;
  const field = useRef<HTMLInputElement>(null);
  // A refused number: the field is where the next step is.
  useEffect(() => {
    if (stand.error) field.current?.focus();
  }, [stand.error]);
  const atStand = isDineIn && kioskDineIn(state.settings) === 'stand';
  return (
    <CheckoutSection
      title={isDineIn ? 'Dine-in' : 'Takeout'}
      icon={isDineIn ? <DineInIcon /> : <TakeoutIcon />}
      testId="section-kiosk"
    >
      {atStand ? (
        <>
          <TextField
            ref={field}
            label="Table stand number"
            hint="The number on the stand you took. We'll bring your order to it."
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={String(KIOSK_STAND.max).length}
            value={stand.typed}
            onChange={(event) => stand.type(event.target.value)}
            aria-invalid={stand.error ? true : undefined}
            aria-errormessage={stand.error ? 'stand-error' : undefined}
            data-testid="stand-number"
          />
          {stand.error && (
            <p id="stand-error" className={styles.error} role="alert">
              {stand.error}
            </p>
          )}
        </>
      ) : (
        <p className={styles.strong}>
          {kioskServiceSentence({ orderType: state.ordering.orderType, stand: null })}
        </p>
      )}
    </CheckoutSection>
  );
}
