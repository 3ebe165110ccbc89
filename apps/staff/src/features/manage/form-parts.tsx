import { formatMoneyInput, moneyProblem, parseMoney } from '@orderly/domain';
import {
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The back office's form parts: labelled fields with hints and errors, money / percent / minutes
 * inputs that keep what is being typed, switches, the save bar with its "Saved" toast, and the
 * error summary. Every control is labelled and reachable by keyboard.
 */

export interface FieldA11y {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Set the id yourself (e.g. so the error summary can link to it). */
  id?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A label, the control, a hint and an error, wired together for screen readers. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? `field-${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mfield${error ? ' mfield--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="mfield__label" htmlFor={fieldId}>
        {label}
      </label>
      {children({ id: fieldId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p className="mfield__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="mfield__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export function TextField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  ...rest
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  value: string;
  onChange: (value: string) => void;
} & InputRest) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(a11y) => (
        <input
          className="input"
          {...rest}
          {...a11y}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  rows = 4,
  maxLength,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(a11y) => (
        <textarea
          className="input"
          {...a11y}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function SelectField<V extends string>({
  label,
  hint,
  error,
  id,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(a11y) => (
        <select
          className="input"
          {...a11y}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number typed as text: what is typed stays as typed (a half-written "4." is not rewritten),
 * the form gets `parse(text)` (NaN when it is not a number of that kind), and a value set from
 * outside (loaded, discarded) replaces the text.
 */
function useDraft(value: number, format: (value: number) => string, parse: (text: string) => number) {
  const show = (shown: number) => (Number.isFinite(shown) ? format(shown) : '');
  const [draft, setDraft] = useState(() => show(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside replaces the text
  useEffect(() => {
    setDraft((current) => (sameNumber(parse(current), value) ? current : show(value)));
  }, [value]);
  const change = (text: string) => {
    setDraft(text);
    return parse(text);
  };
  return [draft, change] as const;
}

/** Amounts are read by the domain's one money parser (decision 0073); NaN when it is not one. */
const parseMoneyDraft = (text: string) => parseMoney(text) ?? Number.NaN;
const notAnAmount = 'Use an amount such as 4.99.';

const percentPattern = /^\s*(\d{1,3})(?:[.,](\d{0,2}))?\s*%?\s*$/;
/** "12.5" (%) → 0.125; NaN when it is not a percentage. */
export function parsePercent(text: string): number {
  const match = percentPattern.exec(text);
  if (!match) return Number.NaN;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths / 10000;
}
export const formatPercent = (fraction: number) => String(Math.round(fraction * 10000) / 100);

/** "25" → 25; NaN for anything but a whole number. */
export function parseWhole(text: string): number {
  return /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN;
}

interface NumberFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  value: number;
  onChange: (value: number) => void;
}

function DraftField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  format,
  parse,
  prefix,
  suffix,
  invalid,
  inputMode,
}: NumberFieldProps & {
  format: (value: number) => string;
  parse: (text: string) => number;
  prefix?: string;
  suffix?: string;
  /** The sentence for a draft that is not a value of this kind. */
  invalid: (draft: string) => string;
  inputMode: 'decimal' | 'numeric';
}) {
  const [draft, change] = useDraft(value, format, parse);
  const shownError = error ?? (draft.trim() !== '' && Number.isNaN(parse(draft)) ? invalid(draft) : null);
  return (
    <Field label={label} hint={hint} error={shownError} id={id}>
      {(a11y) => (
        <div className="mfield__affix">
          {prefix && (
            <span className="mfield__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            className="input"
            {...a11y}
            inputMode={inputMode}
            autoComplete="off"
            value={draft}
            onChange={(event) => onChange(change(event.target.value))}
          />
          {suffix && (
            <span className="mfield__suffix" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

/** An amount in dollars, kept in cents. */
export function MoneyField(props: NumberFieldProps) {
  return (
    <DraftField
      {...props}
      format={formatMoneyInput}
      parse={parseMoneyDraft}
      prefix="$"
      invalid={(draft) => moneyProblem(draft, notAnAmount) ?? notAnAmount}
      inputMode="decimal"
    />
  );
}

/** A percentage, kept as a fraction (12.5 % → 0.125). */
export function PercentField(props: NumberFieldProps) {
  return (
    <DraftField
      {...props}
      format={formatPercent}
      parse={parsePercent}
      suffix="%"
      invalid={() => 'Use a percentage such as 10 or 12.5.'}
      inputMode="decimal"
    />
  );
}

/** A whole number (minutes, counts). */
export function WholeField(props: NumberFieldProps & { unit?: string }) {
  return (
    <DraftField
      {...props}
      format={String}
      parse={parseWhole}
      suffix={props.unit}
      invalid={() => 'Use a whole number.'}
      inputMode="numeric"
    />
  );
}

/** An on/off switch with its words (role="switch"). */
export function Toggle({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="mtoggle">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        className="switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__track" aria-hidden="true" />
        <span>{label}</span>
      </button>
      {hint && (
        <p className="mfield__hint mtoggle__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields (a card on the page). */
export function FormSection({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="mcard" aria-labelledby={headingId}>
      <header className="mcard__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          {description && <p className="mcard__description">{description}</p>}
        </div>
        {actions}
      </header>
      <div className="mcard__body">{children}</div>
    </section>
  );
}

export interface Problem {
  /** The id of the field the problem is about (the summary links to it), if any. */
  fieldId?: string;
  message: string;
}

/**
 * What stops a save, listed at the top of the form: announced when it appears, focused so the
 * keyboard is there, each problem a link to its field.
 */
export function ErrorSummary({
  problems,
  title = 'Please check these before saving',
}: {
  problems: Problem[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = problems.map((problem) => problem.message).join('|');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (problems.length === 0) return null;
  return (
    <div className="merrors" role="alert" tabIndex={-1} ref={ref}>
      <h2 className="merrors__title">{title}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}${problem.message}`}>
            {problem.fieldId ? (
              <a
                href={`#${problem.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(problem.fieldId ?? '')?.focus();
                }}
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The bar at the bottom of a form: Save and Discard while there are changes; "Saved" for a few
 * seconds after a save (a polite announcement for screen readers).
 */
export function SaveBar({
  dirty,
  saving,
  savedAt,
  onSave,
  onDiscard,
  saveLabel = 'Save changes',
}: {
  dirty: boolean;
  saving: boolean;
  /** When the last save succeeded (Date.now()), to show the toast. */
  savedAt: number | null;
  onSave: () => void;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  const [showSaved, setShowSaved] = useState(false);
  useEffect(() => {
    if (!savedAt) return;
    setShowSaved(true);
    const timer = setTimeout(() => setShowSaved(false), 4000);
    return () => clearTimeout(timer);
  }, [savedAt]);
  return (
    <div className={`msavebar${dirty ? ' msavebar--dirty' : ''}`}>
      <p className="msavebar__state" role="status">
        {showSaved && !dirty ? (
          <span className="msavebar__saved">Saved</span>
        ) : dirty ? (
          'You have unsaved changes.'
        ) : (
          ''
        )}
      </p>
      <div className="msavebar__actions">
        <button type="button" className="btn" onClick={onDiscard} disabled={!dirty || saving}>
          Discard
        </button>
        <button type="button" className="btn btn--go" onClick={onSave} disabled={!dirty || saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * A form's values: the loaded original, the edited copy, whether they differ, and the save's
 * state. `save` runs the request and, when it succeeds, takes its answer as the new original.
 */
export function useEditable<T>(original: T | null) {
  const [base, setBase] = useState<T | null>(original);
  const [value, setValue] = useState<T | null>(original);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const originalKey = useMemo(() => JSON.stringify(original), [original]);
  const baseKey = useMemo(() => JSON.stringify(base), [base]);
  // Loaded (or loaded again) from outside: start from it, unless there are edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the original's content, not its identity
  useEffect(() => {
    if (originalKey === baseKey) return;
    setBase(original);
    setValue((current) => (JSON.stringify(current) === baseKey ? original : current));
  }, [originalKey]);
  const dirty = useMemo(() => JSON.stringify(value) !== baseKey, [value, baseKey]);
  const update = useCallback((change: (current: T) => T) => {
    setValue((current) => (current === null ? current : change(current)));
    setError(null);
  }, []);
  const discard = useCallback(() => {
    setValue(base);
    setError(null);
  }, [base]);
  const save = useCallback(
    async (run: (value: T) => Promise<T>) => {
      if (value === null) return false;
      setSaving(true);
      setError(null);
      try {
        const saved = await run(value);
        setBase(saved);
        setValue(saved);
        setSavedAt(Date.now());
        return true;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : 'Sorry, something went wrong.');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [value],
  );
  return { value, update, dirty, discard, save, saving, savedAt, error, setError };
}

/**
 * A schema's refusal as this form shows it: the restaurant document speaks of fractions (0.15), the
 * form of percentages (15 %).
 */
export function fieldMessage(message: string | undefined): string {
  if (!message || !/^[A-Z]/.test(message)) return 'Check this value.';
  return message === 'Use a fraction between 0 and 1.' ? 'Use a percentage from 0 to 100.' : message;
}
