import {
  cartLines,
  clampQuantity,
  formatMoney,
  isChoiceActive,
  isProductActive,
  isSingleSelect,
  limits,
  type Modifier,
  messages,
  type PickedChoice,
  type Product,
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

function initialPicks(product: Product, modifiers: readonly Modifier[], now: Date): Picks {
  const picks: Picks = {};
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
 * the selection; its message shows above the button.
 */
export function ProductDetail(props: {
  product: Product;
  modifiers: readonly Modifier[];
  now: Date;
  onAdd: (count: number, choices: PickedChoice[]) => void;
  titleId?: string;
}) {
  const { product, now } = props;
  const ownModifiers = product.modifiers
    .map((id) => props.modifiers.find((modifier) => modifier.id === id))
    .filter((modifier): modifier is Modifier => modifier !== undefined);
  const [picks, setPicks] = useState<Picks>(() => initialPicks(product, ownModifiers, now));
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const picked = pickedChoices(ownModifiers, picks);
  const check = (nextPicked: PickedChoice[], nextQuantity: number) =>
    validateProductSelection({ product, modifiers: ownModifiers, picked: nextPicked, now }) ??
    validateQuantity(nextQuantity);

  const toggle = (modifier: Modifier, choiceId: string) => {
    setPicks((current) => {
      const list = current[modifier.id] ?? [];
      const nextList = isSingleSelect(modifier)
        ? [choiceId]
        : list.includes(choiceId)
          ? list.filter((id) => id !== choiceId)
          : [...list, choiceId];
      const next = { ...current, [modifier.id]: nextList };
      if (attempted) setError(check(pickedChoices(ownModifiers, next), quantity));
      return next;
    });
  };

  const add = () => {
    setAttempted(true);
    const problem = check(picked, quantity);
    setError(problem);
    if (!problem) props.onAdd(quantity, picked);
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
              <p className={styles.price}>{formatMoney(product.price)}</p>
            ) : (
              <p className={styles.soldOut}>SOLD OUT</p>
            )}
            {product.description && <p className={styles.description}>{product.description}</p>}
          </div>
          {ownModifiers.map((modifier) => (
            <ModifierGroup
              key={modifier.id}
              modifier={modifier}
              picked={picks[modifier.id] ?? []}
              now={now}
              onToggle={(choiceId) => toggle(modifier, choiceId)}
              onSoldOut={() => setError(messages.choiceSoldOut)}
            />
          ))}
        </div>
      </div>
      <div className={styles.actions}>
        <p className={styles.error} role="alert" data-testid="product-error">
          {error}
        </p>
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
              if (attempted) setError(check(picked, next));
            }}
          />
          <Button className={styles.add} onClick={add} data-testid="add-to-cart">
            <span>ADD TO CART</span>
            {line && <span className={styles.total}>{formatMoney(line.totalPrice)}</span>}
          </Button>
        </div>
      </div>
    </div>
  );
}
