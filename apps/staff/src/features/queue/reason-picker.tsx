/**
 * The reasons staff pick from when an action needs one (cancelling an order, closing an unpaid
 * tab): each as a radio, then "Other reason" with a box to write it. The caller keeps the choice
 * and the text; `reasonOf` gives what to send.
 */
export function ReasonPicker({
  name,
  reasons,
  choice,
  other,
  onChoice,
  onOther,
}: {
  /** The radio group's name, and the text box's id prefix. */
  name: string;
  reasons: readonly string[];
  choice: string;
  other: string;
  onChoice: (choice: string) => void;
  onOther: (other: string) => void;
}) {
  return (
    <>
      <fieldset className="reasons">
        <legend className="visually-hidden">Reason</legend>
        {[...reasons, OTHER].map((value) => (
          <label key={value} className="reason">
            <input type="radio" name={name} checked={choice === value} onChange={() => onChoice(value)} />
            <span>{value === OTHER ? 'Other reason' : value}</span>
          </label>
        ))}
      </fieldset>
      {choice === OTHER && (
        <div className="field" style={{ marginTop: '0.75rem' }}>
          <label htmlFor={`${name}-other`}>Reason</label>
          <textarea
            id={`${name}-other`}
            className="input"
            maxLength={200}
            value={other}
            onChange={(event) => onOther(event.target.value)}
          />
        </div>
      )}
    </>
  );
}

const OTHER = 'other';

/** The reason chosen: a listed one, or the one written under "Other reason" (trimmed). */
export const reasonOf = (choice: string, other: string) => (choice === OTHER ? other.trim() : choice);
