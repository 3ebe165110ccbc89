import { formatMoney } from '@orderly/domain';
import { FormSection, SelectField, TextAreaField, TextField, Toggle } from '../manage/form-parts.tsx';
import {
  addCategory,
  type Category,
  type MenuDraft,
  removeCategory,
  reorderCategories,
  reorderProducts,
  updateCategory,
} from './menu-draft.ts';
import { PickButton, PickListCard, RemovePickedButton, usePicked } from './pick-list.tsx';
import { PicturePicker, pictureNames } from './picture-picker.tsx';
import { SortableList } from './sortable-list.tsx';

const orderTypes = [
  { value: 'all', label: 'Every order' },
  { value: 'dine-in', label: 'Dine-in only' },
  { value: 'dine-out', label: 'Pickup and delivery only' },
] as const;

/**
 * Categories in the order customers see them (drag, or keyboard, or the arrows), the selected
 * category's details, and its products in their order; a product opens in its dialog.
 */
export function CategoriesPanel({
  draft,
  pictures,
  soldOutAt,
  canEdit,
  onChange,
  onOpenProduct,
  onNewProduct,
}: {
  draft: MenuDraft;
  pictures: readonly string[];
  /** Names of the locations where each product is sold out (staff switch these). */
  soldOutAt: ReadonlyMap<string, string[]>;
  canEdit: boolean;
  onChange: (change: (draft: MenuDraft) => MenuDraft) => void;
  onOpenProduct: (productId: string) => void;
  onNewProduct: (categoryId: string) => void;
}) {
  const { categories, products } = draft.menu;
  const { picked: selected, pick, add, removePicked } = usePicked(categories, onChange);
  const byId = new Map(products.map((product) => [product.id, product]));
  const uncategorised = products.filter(
    (product) => !categories.some((category) => category.productOrder.includes(product.id)),
  );

  const setCategory = (change: Partial<Category>) => {
    if (selected) onChange((current) => updateCategory(current, selected.id, change));
  };

  return (
    <div className="mmenu-columns">
      <PickListCard
        title="Categories"
        description="The order customers see. Drag by the handle, or focus it and use Space and the arrow keys."
        noun="category"
        placeholder="e.g. Bowls"
        canEdit={canEdit}
        onAdd={(name) => add((current) => addCategory(current, name))}
      >
        <SortableList
          label="Categories"
          items={categories}
          idOf={(category) => category.id}
          labelOf={(category) => category.name}
          onMove={(from, to) => onChange((current) => reorderCategories(current, from, to))}
          renderItem={(category) => (
            <PickButton
              name={category.name}
              meta={`${category.productOrder.length} product${category.productOrder.length === 1 ? '' : 's'}`}
              picked={category.id === selected?.id}
              onPick={() => pick(category.id)}
            />
          )}
        />
      </PickListCard>

      {selected && (
        <div className="mmenu-detail">
          <FormSection
            title={selected.name}
            description="Category details."
            actions={
              canEdit && <RemovePickedButton noun="category" onRemove={() => removePicked(removeCategory)} />
            }
          >
            <div className="mgrid">
              <TextField
                label="Category name"
                value={selected.name}
                maxLength={100}
                onChange={(name) => setCategory({ name })}
              />
              <SelectField
                label="Offered for"
                value={selected.orderType}
                options={orderTypes}
                onChange={(orderType) => setCategory({ orderType })}
              />
            </div>
            <PicturePicker
              key={selected.id}
              slot="category"
              value={selected.imageUrl}
              pictures={pictures}
              names={pictureNames(draft.menu)}
              onChange={(imageUrl) => setCategory({ imageUrl })}
            />
            <TextAreaField
              label="Category description"
              value={selected.description ?? ''}
              rows={2}
              maxLength={1000}
              onChange={(description) => setCategory({ description: description || undefined })}
            />
            <Toggle
              label="Takeout accessories"
              hint="Its products are offered as extras (cutlery, sauces) with pickup and delivery orders."
              checked={selected.takeoutAccessory}
              onChange={(takeoutAccessory) => setCategory({ takeoutAccessory })}
            />
          </FormSection>

          <FormSection
            title={`Products in ${selected.name}`}
            description="In the order customers see them. Open one to edit it."
            actions={
              canEdit && (
                <button type="button" className="btn btn--primary" onClick={() => onNewProduct(selected.id)}>
                  Add product
                </button>
              )
            }
          >
            {selected.productOrder.length === 0 ? (
              <p className="mnote">No products yet.</p>
            ) : (
              <SortableList
                label={`Products in ${selected.name}`}
                items={selected.productOrder}
                idOf={(id) => id}
                labelOf={(id) => byId.get(id)?.name ?? id}
                onMove={(from, to) => onChange((current) => reorderProducts(current, selected.id, from, to))}
                renderItem={(id) => {
                  const product = byId.get(id);
                  if (!product) return null;
                  return (
                    <button
                      type="button"
                      className="mmenu-pick mmenu-product"
                      onClick={() => onOpenProduct(id)}
                      data-testid="menu-product"
                    >
                      {product.imageUrl ? (
                        <img className="mmenu-product__img" src={product.imageUrl} alt="" />
                      ) : (
                        <span className="mmenu-product__img" aria-hidden="true" />
                      )}
                      <span className="mmenu-pick__name">{product.name}</span>
                      {!product.active && <span className="mtag mtag--off">Sold out</span>}
                      {product.active && soldOutAt.has(id) && (
                        <span className="mtag mtag--off">Sold out at {soldOutAt.get(id)?.join(', ')}</span>
                      )}
                      {product.activeAfter && <span className="mtag">From a date</span>}
                      <span className="mmenu-product__price">{formatMoney(product.price)}</span>
                    </button>
                  );
                }}
              />
            )}
          </FormSection>

          {uncategorised.length > 0 && (
            <section className="mcard" aria-labelledby="uncategorised-title">
              <header className="mcard__head">
                <div>
                  <h2 id="uncategorised-title">Not in any category</h2>
                  <p className="mcard__description">
                    Customers do not see these until they are in a category.
                  </p>
                </div>
              </header>
              <ul className="mlist">
                {uncategorised.map((product) => (
                  <li key={product.id} className="mrow">
                    <button type="button" className="mmenu-pick" onClick={() => onOpenProduct(product.id)}>
                      <span className="mmenu-pick__name">{product.name}</span>
                      <span className="mmenu-product__price">{formatMoney(product.price)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
