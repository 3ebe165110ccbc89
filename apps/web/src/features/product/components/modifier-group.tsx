import {
  choiceCountWord,
  formatMoney,
  isChoiceActive,
  isSingleSelect,
  type Modifier,
  modifierNote,
  modifierPickState,
} from '@orderly/domain';
import styles from './modifier-group.module.css';

function hint(modifier: Modifier): string {
  if (isSingleSelect(modifier)) return 'Choose One';
  if (modifier.maxSelect === 0) return `Choose ${choiceCountWord(0)}`;
  if (modifier.maxSelect === modifier.required) return `Choose ${choiceCountWord(modifier.maxSelect)}`;
  return `Choose up to ${choiceCountWord(modifier.maxSelect)}`;
}

/**
 * One modifier: radio buttons for a single-select, checkboxes otherwise. Sold-out choices stay
 * visible and say so; picking one explains why it cannot be picked.
 */
export function ModifierGroup(props: {
  modifier: Modifier;
  picked: readonly string[];
  now: Date;
  /** The group's count is what stops the product being added (after ADD TO CART was tried). */
  invalid?: boolean;
  onToggle: (choiceId: string) => void;
  onSoldOut: () => void;
}) {
  const { modifier, picked } = props;
  const single = isSingleSelect(modifier);
  const legendId = `modifier-${modifier.id}`;
  const noteId = `modifier-note-${modifier.id}`;
  const note = modifierNote(modifier, picked.length);
  const full = !modifierPickState(modifier, picked.length).canPickMore;
  return (
    <fieldset
      className={styles.group}
      data-testid="modifier-group"
      data-invalid={props.invalid || undefined}
      aria-labelledby={legendId}
      aria-describedby={note ? noteId : undefined}
    >
      <div className={styles.legend} id={legendId}>
        <span className={styles.name}>{modifier.name}</span>
        <span className={styles.meta}>
          <span className={modifier.required > 0 ? styles.required : styles.optional}>
            {modifier.required > 0 ? 'Required' : 'Optional'}
          </span>
          <span className={styles.hint}>{hint(modifier)}</span>
        </span>
        {note && (
          <span id={noteId} className={styles.note} data-testid="modifier-note">
            {note}
          </span>
        )}
      </div>
      <div
        className={styles.choices}
        {...(single ? { role: 'radiogroup', 'aria-labelledby': legendId } : {})}
      >
        {modifier.choices.map((choice) => {
          const active = isChoiceActive(choice, props.now);
          const checked = picked.includes(choice.id);
          // A full group's other choices stay focusable but cannot be ticked (the dialog says why).
          const blocked = full && !checked;
          return (
            <div key={choice.id}>
              <label
                className={styles.choice}
                data-sold-out={!active || undefined}
                data-checked={checked || undefined}
                data-blocked={blocked || undefined}
              >
                <input
                  className={styles.input}
                  type={single ? 'radio' : 'checkbox'}
                  name={modifier.id}
                  value={choice.id}
                  checked={checked}
                  aria-disabled={!active || blocked || undefined}
                  onChange={() => (active ? props.onToggle(choice.id) : props.onSoldOut())}
                />
                <span className={styles.choiceName}>{choice.name}</span>
                {!active ? (
                  <span className={styles.soldOut}>Sold out</span>
                ) : (
                  choice.price > 0 && <span className={styles.price}>+{formatMoney(choice.price)}</span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
