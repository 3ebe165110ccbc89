import { prepMinutesSchema } from '@orderly/domain/restaurant-document';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { returnFocusToOpener } from '../../lib/focus-return.ts';
import {
  ErrorSummary,
  MoneyField,
  PercentField,
  type Problem,
  SelectField,
  TextAreaField,
  TextField,
  Toggle,
} from '../manage/form-parts.tsx';
import type { MenuDraft, Product } from './menu-draft.ts';
import { PicturePicker, pictureNames } from './picture-picker.tsx';

const orderTypes = [
  { value: 'all', label: 'Every order' },
  { value: 'dine-in', label: 'Dine-in only' },
  { value: 'dine-out', label: 'Pickup and delivery only' },
] as const;

/** An ISO instant as a datetime-local value in this device's time, and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** A checkbox list in a box that scrolls (categories, modifiers, options). */
export function CheckList({
  legend,
  hint,
  entries,
  checked,
  onChange,
}: {
  legend: string;
  hint?: string;
  entries: { id: string; label: string }[];
  checked: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="mchecks" aria-describedby={hint ? hintId : undefined}>
      <legend className="mfield__label">{legend}</legend>
      {hint && (
        <p className="mfield__hint" id={hintId}>
          {hint}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="mnote">None yet.</p>
      ) : (
        <div className="mchecks__box">
          {entries.map((entry) => (
            <label key={entry.id} className="mchecks__item">
              <input
                type="checkbox"
                checked={checked.includes(entry.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...checked, entry.id] : checked.filter((id) => id !== entry.id),
                  )
                }
              />
              <span>{entry.label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

export interface ProductEdit {
  product: Product;
  categoryIds: string[];
}

const prepText = (product: Product | undefined) =>
  product?.prepMinutes == null ? '' : String(product.prepMinutes);

/** Prep minutes as typed: empty is the location's default (null); otherwise the schema's refusal. */
function readPrepMinutes(text: string): { minutes: number | null; problem: string | null } {
  if (text.trim() === '') return { minutes: null, problem: null };
  const typed = /^\s*-?\d+(\.\d*)?\s*$/.test(text) ? Number(text) : Number.NaN;
  const parsed = prepMinutesSchema.safeParse(typed);
  return parsed.success
    ? { minutes: parsed.data, problem: null }
    : { minutes: null, problem: parsed.error.issues[0]?.message ?? 'Use whole minutes.' };
}

/**
 * One product: its words, price, picture, choices (modifiers), suggested extras (options), order
 * type, tax rate, and whether it is sold out or available only from a time. "Save product" saves
 * the menu with it; the server's refusal is shown here.
 */
export function ProductDialog({
  edit,
  draft,
  pictures,
  onSave,
  onRemove,
  onClose,
}: {
  edit: ProductEdit | null;
  draft: MenuDraft;
  pictures: readonly string[];
  onSave: (edit: ProductEdit) => Promise<string | null>;
  onRemove: (productId: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [value, setValue] = useState<ProductEdit | null>(edit);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const [prep, setPrep] = useState(prepText(edit?.product));
  useEffect(() => {
    setValue(edit);
    setProblems([]);
    setPrep(prepText(edit?.product));
  }, [edit]);
  const product = value?.product;
  const isNew = product?.id === '';
  // What the product has comes first in each list (in the order of the dialog's opening: the
  // lists do not jump as boxes are ticked).
  const first = useMemo(
    () =>
      new Set([
        ...(edit?.categoryIds ?? []),
        ...(edit?.product.modifiers ?? []),
        ...(edit?.product.options ?? []),
      ]),
    [edit],
  );
  const ranked = <T extends { id: string }>(entries: T[]) => [
    ...entries.filter((entry) => first.has(entry.id)),
    ...entries.filter((entry) => !first.has(entry.id)),
  ];
  const names = useMemo(() => pictureNames(draft.menu), [draft.menu]);
  const set = (change: Partial<Product>) =>
    setValue((current) => current && { ...current, product: { ...current.product, ...change } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    const found: Problem[] = [];
    if (!value.product.name.trim())
      found.push({ fieldId: 'product-name', message: 'Give the product a name.' });
    if (!Number.isFinite(value.product.price) || value.product.price < 0)
      found.push({ fieldId: 'product-price', message: 'Give the price as an amount such as 12.50.' });
    if (!Number.isFinite(value.product.taxRate))
      found.push({ fieldId: 'product-tax', message: 'Give the tax rate as a percentage such as 5.' });
    const prepMinutes = readPrepMinutes(prep);
    if (prepMinutes.problem) found.push({ fieldId: 'product-prep', message: prepMinutes.problem });
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    const refusal = await onSave({
      ...value,
      product: { ...value.product, name: value.product.name.trim(), prepMinutes: prepMinutes.minutes },
    });
    setBusy(false);
    if (refusal) setProblems(refusal.split('\n').map((message) => ({ message })));
  };

  const remove = async () => {
    if (!product || isNew) return;
    setBusy(true);
    const refusal = await onRemove(product.id);
    setBusy(false);
    if (refusal) setProblems([{ message: refusal }]);
  };

  return (
    <Dialog.Root open={edit !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog mdialog"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocusToOpener}
        >
          {product && value && (
            <form onSubmit={submit} noValidate>
              <div className="dialog__head">
                <Dialog.Title className="dialog__title">
                  {isNew ? 'New product' : `Edit ${product.name || 'product'}`}
                </Dialog.Title>
              </div>
              <ErrorSummary problems={problems} title="The product was not saved" />
              <div className="mdialog__body">
                <div className="mdialog__main">
                  <TextField
                    id="product-name"
                    label="Name"
                    value={product.name}
                    maxLength={100}
                    onChange={(name) => set({ name })}
                  />
                  <TextAreaField
                    label="Description"
                    value={product.description}
                    maxLength={2000}
                    rows={3}
                    onChange={(description) => set({ description })}
                  />
                  <div className="mgrid">
                    <MoneyField
                      id="product-price"
                      label="Price"
                      value={product.price}
                      onChange={(price) => set({ price })}
                    />
                    <PercentField
                      id="product-tax"
                      label="Tax rate"
                      value={product.taxRate}
                      onChange={(taxRate) => set({ taxRate })}
                    />
                    <SelectField
                      label="Offered for"
                      value={product.orderType}
                      options={orderTypes}
                      onChange={(orderType) => set({ orderType })}
                    />
                    <TextField
                      id="product-prep"
                      label="Prep minutes"
                      hint="Per item, for kitchen pacing. Empty: the location's default."
                      error={problems.find((problem) => problem.fieldId === 'product-prep')?.message}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="Default"
                      value={prep}
                      onChange={setPrep}
                    />
                  </div>
                  <PicturePicker
                    slot="product"
                    value={product.imageUrl || undefined}
                    pictures={pictures}
                    names={names}
                    onChange={(imageUrl) => set({ imageUrl: imageUrl ?? '' })}
                  />
                  <div className="mgrid">
                    <Toggle
                      label="Sold out"
                      hint="Customers see it marked sold out and cannot order it."
                      checked={!product.active}
                      onChange={(soldOut) => set({ active: !soldOut })}
                    />
                    <div className="mfield">
                      <label className="mfield__label" htmlFor="product-after">
                        Available from
                      </label>
                      <input
                        id="product-after"
                        className="input"
                        type="datetime-local"
                        aria-describedby="product-after-hint"
                        value={toLocalInput(product.activeAfter)}
                        onChange={(event) => set({ activeAfter: fromLocalInput(event.target.value) })}
                      />
                      <p className="mfield__hint" id="product-after-hint">
                        Optional: sold out until then, whatever the switch says.
                      </p>
                    </div>
                  </div>
                </div>
                <div className="mdialog__side">
                  <CheckList
                    legend="Categories"
                    hint="Where customers find it."
                    entries={ranked(
                      draft.menu.categories.map((category) => ({ id: category.id, label: category.name })),
                    )}
                    checked={value.categoryIds}
                    onChange={(categoryIds) => setValue({ ...value, categoryIds })}
                  />
                  <CheckList
                    legend="Modifiers"
                    hint="Choices customers make (size, extras…)."
                    entries={ranked(
                      draft.menu.modifiers.map((modifier) => ({
                        id: modifier.id,
                        label: `${modifier.name}${modifier.required > 0 ? ' (required)' : ''}`,
                      })),
                    )}
                    checked={product.modifiers}
                    onChange={(modifiers) => set({ modifiers })}
                  />
                  <CheckList
                    legend="Suggested extras"
                    hint="Products offered with this one."
                    entries={ranked(
                      draft.menu.products
                        .filter((entry) => entry.id !== product.id)
                        .map((entry) => ({ id: entry.id, label: entry.name })),
                    )}
                    checked={product.options}
                    onChange={(options) => set({ options })}
                  />
                </div>
              </div>
              <div className="dialog__actions mdialog__actions">
                {!isNew && (
                  <button type="button" className="btn btn--danger" onClick={remove} disabled={busy}>
                    Remove product
                  </button>
                )}
                <span className="mdialog__spacer" />
                <Dialog.Close asChild>
                  <button type="button" className="btn">
                    Cancel
                  </button>
                </Dialog.Close>
                <button type="submit" className="btn btn--go" disabled={busy}>
                  {busy ? 'Saving…' : 'Save product'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
