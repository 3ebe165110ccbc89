import {
  cartLines,
  clampQuantity,
  formatPrice,
  fullGroupProblem,
  isChoiceActive,
  isProductActive,
  limits,
  type Modifier,
  messages,
  modifierProblem,
  type PickedChoice,
  type Product,
  togglePick,
  validateProductSelection,
  validateQuantity,
} from '@orderly/domain';
import { useState } from 'react';
import { BrandImage } from '../../../components/ui/brand-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { ModifierGroup } from './modifier-group.tsx';
import styles from './product-detail.module.css';

type Picks = Record<string, string[]>;

/** What the dialog says: the spec's sentence, and a hint on a second line when it helps. */
type Problem = { message: string; hint?: string };

const sentence = (message: string | null): Problem | null => (message ? { message } : null);

function initialPicks(
  product: Product,
  modifiers: readonly Modifier[],
  now: Date,
  chosen?: readonly PickedChoice[],
): Picks {
  const picks: Picks = {};
  if (chosen) {
    // A cart line being changed: its own choices, not the defaults.
    for (const modifier of modifiers)
      picks[modifier.id] = chosen.filter((pick) => pick.modifierId === modifier.id).map((pick) => pick.id);
    return picks;
  }
  for (const modifier of modifiers) {
    if (!product.modifiers.includes(modifier.id)) continue;
    picks[modifier.id] = modifier.choices
      .filter((choice) => choice.selected && isChoiceActive(choice, now))
      .map((choice) => choice.id);
  }
  return picks;
}

/** The product's picked choices in the product's modifier order and each modifier's choice order. */
function pickedChoices(ownModifiers: readonly Modifier[], picks: Picks): PickedChoice[] {
  return ownModifiers.flatMap((modifier) =>
    modifier.choices
      .filter((choice) => picks[modifier.id]?.includes(choice.id))
      .map((choice) => ({ modifierId: modifier.id, id: choice.id, name: choice.name, price: choice.price })),
  );
}

/**
 * Product detail: picture, text, modifiers, quantity (1 to 50) and ADD TO CART. The domain checks
 * the selection; its message (the spec's sentence, SPEC.md section 5) shows above the button, with a
 * hint naming the group on a second line.
 */
export function ProductDetail(props: {
  product: Product;
  modifiers: readonly Modifier[];
  now: Date;
  onAdd: (count: number, choices: PickedChoice[]) => void;
  /** Why nothing can be added (dine-in ordering off): shown in place of the quantity and the button. */
  blocked?: string | null;
  titleId?: string;
  /** A cart line being changed: its count and choices fill the dialog, and the button saves them. */
  editing?: { count: number; choices: readonly PickedChoice[] };
  /** When its timed menus serve it today ('… is served 8:00 AM – 11:00 AM.'), if they limit it. */
  served?: string | null;
}) {
  const { product, now } = props;
  const ownModifiers = product.modifiers
    .map((id) => props.modifiers.find((modifier) => modifier.id === id))
    .filter((modifier): modifier is Modifier => modifier !== undefined);
  const [picks, setPicks] = useState<Picks>(() =>
    initialPicks(product, ownModifiers, now, props.editing?.choices),
  );
  const [quantity, setQuantity] = useState(props.editing?.count ?? 1);
  const [error, setError] = useState<Problem | null>(null);
  const [attempted, setAttempted] = useState(false);

  const picked = pickedChoices(ownModifiers, picks);
  // The spec's sentence first; the hint names the group whose count is wrong, so the diner knows
  // where to look.
  const check = (nextPicks: Picks, nextQuantity: number): Problem | null => {
    const group = modifierProblem(ownModifiers, (id) => nextPicks[id]?.length ?? 0);
    if (group) return { message: group.message, hint: group.hint };
    const nextPicked = pickedChoices(ownModifiers, nextPicks);
    return sentence(
      validateProductSelection({ product, modifiers: ownModifiers, picked: nextPicked, now }) ??
        validateQuantity(nextQuantity),
    );
  };
  const invalidGroup = attempted
    ? (modifierProblem(ownModifiers, (id) => picks[id]?.length ?? 0)?.modifierId ?? null)
    : null;

  const toggle = (modifier: Modifier, choiceId: string) => {
    const nextList = togglePick(modifier, picks[modifier.id] ?? [], choiceId);
    if (!nextList) {
      // A full group takes no more: say so where the diner is looking.
      setError(fullGroupProblem(modifier));
      return;
    }
    const next = { ...picks, [modifier.id]: nextList };
    setPicks(next);
    setError(attempted ? check(next, quantity) : null);
  };

  const add = () => {
    const problem = check(picks, quantity);
    // Added: the detail closes, with nothing of its own to re-render before it goes.
    if (!problem) return props.onAdd(quantity, picked);
    setAttempted(true);
    setError(problem);
  };

  const line = cartLines({
    catalogue: { products: [product], modifiers: ownModifiers },
    cart: {},
    choicesCart: [{ id: product.id, count: quantity, choices: picked }],
  }).lines[0];
  const active = isProductActive(product, now);

  return (
    <div className={styles.detail}>
      <div className={styles.scroll}>
        <BrandImage
          className={styles.image}
          src={product.imageUrl}
          alt={product.name}
          ratio={16 / 10}
          width={720}
          priority
        />
        <div className={styles.body}>
          <div className={styles.intro}>
            <h1 className={styles.name} id={props.titleId}>
              {product.name}
            </h1>
            {active ? (
              <p className={styles.price}>{formatPrice(product.price)}</p>
            ) : (
              <p className={styles.soldOut}>SOLD OUT</p>
            )}
            {product.description && <p className={styles.description}>{product.description}</p>}
            {props.served && (
              <p className={styles.served} data-testid="product-served">
                {props.served}
              </p>
            )}
          </div>
          {ownModifiers.map((modifier) => (
            <ModifierGroup
              key={modifier.id}
              modifier={modifier}
              picked={picks[modifier.id] ?? []}
              now={now}
              invalid={invalidGroup === modifier.id}
              onToggle={(choiceId) => toggle(modifier, choiceId)}
              onSoldOut={() => setError(sentence(messages.choiceSoldOut))}
            />
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <p className={styles.error} role="alert" data-testid="product-error">
          {error?.message}
          {error?.hint && (
            <>
              {' '}
              <br />
              <span data-testid="product-error-hint">{error.hint}</span>
            </>
          )}
        </p>
        {props.blocked ? (
          <p className={styles.blocked} role="status" data-testid="product-blocked">
            {props.blocked}
          </p>
        ) : (
          <div className={styles.row}>
            <QuantityStepper
              value={quantity}
              min={limits.quantityMin}
              max={limits.quantityMax}
              label="Quantity"
              size="small"
              onChange={(value) => {
                const next = clampQuantity(value);
                setQuantity(next);
                if (attempted) setError(check(picks, next));
              }}
            />
            <Button className={styles.add} onClick={add} data-testid="add-to-cart">
              <span>{props.editing ? 'UPDATE CART' : 'ADD TO CART'}</span>
              {line && <span className={styles.total}>{formatPrice(line.totalPrice)}</span>}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
