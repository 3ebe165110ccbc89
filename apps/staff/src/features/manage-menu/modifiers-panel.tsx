import { FormSection, MoneyField, TextField, WholeField } from '../manage/form-parts.tsx';
import { ScrollTable } from '../manage/scroll-table.tsx';
import {
  addModifier,
  type Choice,
  freshChoiceId,
  type MenuDraft,
  type Modifier,
  moved,
  putModifier,
  removeModifier,
} from './menu-draft.ts';
import { PickButton, PickListCard, RemovePickedButton, usePicked } from './pick-list.tsx';

/** "Offered with Ramen, Udon and 3 more.", or how to offer it when no product does. */
function offeredWith(products: readonly { name: string }[]): string {
  if (products.length === 0) return 'No product offers it yet: add it to a product in its dialog.';
  const names = products
    .slice(0, 4)
    .map((product) => product.name)
    .join(', ');
  return `Offered with ${names}${products.length > 4 ? ` and ${products.length - 4} more` : ''}.`;
}

/**
 * Modifiers (a product's groups of choices: sauce, size, extras) and their choices: price, how many
 * a customer must pick (required) and may pick (most; 0 = no limit), preselected, sold out.
 */
export function ModifiersPanel({
  draft,
  canEdit,
  onChange,
}: {
  draft: MenuDraft;
  canEdit: boolean;
  onChange: (change: (draft: MenuDraft) => MenuDraft) => void;
}) {
  const { modifiers, products } = draft.menu;
  const { picked: selected, pick, add, removePicked } = usePicked(modifiers, onChange);
  const usedBy = (id: string) => products.filter((product) => product.modifiers.includes(id));

  const set = (change: Partial<Modifier>) => {
    if (selected) onChange((current) => putModifier(current, { ...selected, ...change }));
  };
  const setChoice = (index: number, change: Partial<Choice>) =>
    set({
      choices: selected?.choices.map((choice, at) => (at === index ? { ...choice, ...change } : choice)),
    });

  return (
    <div className="mmenu-columns mmenu-columns--wide-detail">
      <PickListCard
        title="Modifiers"
        description="Groups of choices a product offers."
        noun="modifier"
        placeholder="e.g. Size"
        canEdit={canEdit}
        onAdd={(name) => add((current) => addModifier(current, name))}
      >
        <ul className="msort" aria-label="Modifiers">
          {modifiers.map((modifier) => (
            <li key={modifier.id} className="msort__row">
              <PickButton
                name={modifier.name}
                meta={`${modifier.choices.length} choice${modifier.choices.length === 1 ? '' : 's'}${modifier.required > 0 ? ' · required' : ''}`}
                picked={modifier.id === selected?.id}
                onPick={() => pick(modifier.id)}
              />
            </li>
          ))}
        </ul>
      </PickListCard>

      {selected && (
        <div className="mmenu-detail">
          <FormSection
            title={selected.name}
            description={offeredWith(usedBy(selected.id))}
            actions={
              canEdit && <RemovePickedButton noun="modifier" onRemove={() => removePicked(removeModifier)} />
            }
          >
            <div className="mgrid">
              <TextField
                label="Modifier name"
                value={selected.name}
                maxLength={100}
                onChange={(name) => set({ name })}
              />
              <WholeField
                label="Required choices"
                hint="How many a customer must pick (0: optional)."
                value={selected.required}
                onChange={(required) => set({ required })}
              />
              <WholeField
                label="Most choices"
                hint="How many a customer may pick (0: no limit)."
                value={selected.maxSelect}
                onChange={(maxSelect) => set({ maxSelect })}
              />
            </div>
            <ScrollTable label={`Choices of ${selected.name}`}>
              <table className="mchoices">
                <caption className="visually-hidden">Choices of {selected.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Choice</th>
                    <th scope="col">Extra price</th>
                    <th scope="col">Preselected</th>
                    <th scope="col">Sold out</th>
                    <th scope="col">
                      <span className="visually-hidden">Order and removal</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {selected.choices.map((choice, index) => (
                    <tr key={choice.id}>
                      <td>
                        <TextField
                          label={<span className="visually-hidden">Name of choice {index + 1}</span>}
                          value={choice.name}
                          maxLength={100}
                          onChange={(name) => setChoice(index, { name })}
                        />
                      </td>
                      <td>
                        <MoneyField
                          label={
                            <span className="visually-hidden">
                              Extra price of {choice.name || `choice ${index + 1}`}
                            </span>
                          }
                          value={choice.price}
                          onChange={(price) => setChoice(index, { price })}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${choice.name || `Choice ${index + 1}`} preselected`}
                          checked={choice.selected}
                          onChange={(event) => setChoice(index, { selected: event.target.checked })}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${choice.name || `Choice ${index + 1}`} sold out`}
                          checked={!choice.active}
                          onChange={(event) => setChoice(index, { active: !event.target.checked })}
                        />
                      </td>
                      <td className="mchoices__tools">
                        <button
                          type="button"
                          className="btn btn--ghost msort__move"
                          aria-label={`Move ${choice.name || `choice ${index + 1}`} up`}
                          disabled={index === 0}
                          onClick={() => set({ choices: moved(selected.choices, index, index - 1) })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="btn btn--ghost msort__move"
                          aria-label={`Move ${choice.name || `choice ${index + 1}`} down`}
                          disabled={index === selected.choices.length - 1}
                          onClick={() => set({ choices: moved(selected.choices, index, index + 1) })}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="btn btn--ghost"
                          aria-label={`Remove ${choice.name || `choice ${index + 1}`}`}
                          disabled={selected.choices.length === 1}
                          onClick={() => set({ choices: selected.choices.filter((_, at) => at !== index) })}
                        >
                          <span aria-hidden="true">✕</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            {canEdit && (
              <button
                type="button"
                className="btn"
                onClick={() =>
                  set({
                    choices: [
                      ...selected.choices,
                      {
                        id: freshChoiceId(draft, selected, `choice ${selected.choices.length + 1}`),
                        name: '',
                        price: 0,
                        selected: false,
                        active: true,
                      },
                    ],
                  })
                }
              >
                Add choice
              </button>
            )}
          </FormSection>
        </div>
      )}
    </div>
  );
}
