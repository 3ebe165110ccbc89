import { parseHexColour } from '@orderly/domain';
import { useEffect, useId, useState } from 'react';

const full = (value: string) => {
  const rgb = parseHexColour(value);
  return rgb ? `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : '#000000';
};

/**
 * A colour as a swatch picker and its hex code, kept in step: the code may be typed ("#b3261e"),
 * the picker shows the last valid one.
 */
export function ColourField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    setDraft((current) => (current.toLowerCase() === value.toLowerCase() ? current : value));
  }, [value]);
  const valid = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(draft.trim());
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`mfield${valid ? '' : ' mfield--invalid'}`}>
      <label className="mfield__label" htmlFor={`${id}-code`}>
        {label}
      </label>
      <div className="bcolour">
        <input
          className="bcolour__swatch"
          type="color"
          aria-label={`${label}: pick`}
          value={full(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value);
          }}
        />
        <input
          id={`${id}-code`}
          className="input bcolour__code"
          value={draft}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-describedby={[hint ? hintId : '', valid ? '' : errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={valid ? undefined : true}
          onChange={(event) => {
            const text = event.target.value.trim();
            setDraft(text);
            if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)) onChange(text.toLowerCase());
          }}
        />
      </div>
      {hint && (
        <p className="mfield__hint" id={hintId}>
          {hint}
        </p>
      )}
      {!valid && (
        <p className="mfield__error" id={errorId}>
          Use a hex colour such as #b3261e.
        </p>
      )}
    </div>
  );
}
