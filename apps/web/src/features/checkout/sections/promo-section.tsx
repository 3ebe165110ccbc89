import { GiftIcon } from '../../../components/ui/icons.tsx';
import { CheckoutSection } from '../components/checkout-section.tsx';
import { PromoCodeForm } from '../components/promo-code-form.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';

/** The promo code field, or the applied code and what it takes off. */
export function PromoSection({ state }: { state: CheckoutState }) {
  const applied = state.appliedPromo;
  return (
    <CheckoutSection title="Promo Code" icon={<GiftIcon />} testId="section-promo">
      <PromoCodeForm
        applied={
          applied ? { code: applied.code, description: `${Math.round(applied.discount * 100)}% off` } : null
        }
        busy={state.promo.busy}
        error={state.promo.error}
        onApply={(code) => void state.promo.apply(code)}
        onRemove={() => void state.promo.remove()}
      />
    </CheckoutSection>
  );
}
