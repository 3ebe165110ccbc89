import { useEffect, useRef, useState } from 'react';

/** A removal in two presses: "Remove", then "Yes, remove" / "Keep" (keyboard focus follows). */
export function ConfirmRemove({
  what,
  onConfirm,
  disabled,
}: {
  what: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className="btn btn--danger" disabled={disabled} onClick={() => setAsking(true)}>
        Remove<span className="visually-hidden"> {what}</span>
      </button>
    );
  }
  return (
    <span className="pconfirm">
      <button
        ref={yes}
        type="button"
        className="btn btn--danger-solid"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, remove<span className="visually-hidden"> {what}</span>
      </button>
      <button type="button" className="btn" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
