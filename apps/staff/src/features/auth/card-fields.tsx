import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/**
 * A labelled field of the sign-in cards (sign in, change password, an invitation's password or
 * new account): the label above, the input, and a hint under it that the input is described by.
 */
export function CardField({
  id,
  label,
  hint,
  value,
  onChange,
  ...input
}: InputProps & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="input"
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <small id={hintId}>{hint}</small>}
    </div>
  );
}

/** What stopped the card's form, read out at once. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}
