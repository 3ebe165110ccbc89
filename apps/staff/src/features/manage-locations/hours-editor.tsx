import type { DataOf } from '@orderly/contract';
import { useId } from 'react';

type WeeklyHours = DataOf<'getManagedLocation'>['location']['settings']['hours'];
type DayHours = NonNullable<WeeklyHours[number]>;

/** Monday first, as managers read a week; the stored week starts on Sunday (index 0). */
const week = [1, 2, 3, 4, 5, 6, 0];
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "24:00" is the end of the day; a time input shows it as 00:00 of the next. */
const toInput = (time: string) => (time === '24:00' ? '00:00' : time);
const minutes = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
};

/** What a day's hours mean, in words: "Closes at 02:00 the next day", "Open all day". */
export function dayNote(day: DayHours): string | null {
  if (day.open === '00:00' && (day.close === '24:00' || day.close === '00:00')) return 'Open all day.';
  if (minutes(day.close) <= minutes(day.open) && day.close !== '24:00') {
    return `Closes at ${day.close} the next day.`;
  }
  return null;
}

/**
 * A week of hours: each day open or closed, its opening and closing time (a closing time earlier
 * than the opening is the next day: an overnight window), and an optional break. Times are the
 * restaurant's wall clock.
 */
export function HoursEditor({
  idPrefix,
  value,
  onChange,
  problems,
}: {
  idPrefix: string;
  value: WeeklyHours;
  onChange: (next: WeeklyHours) => void;
  /** A problem per day index, if any. */
  problems: Record<number, string>;
}) {
  const setDay = (index: number, day: DayHours | null) =>
    onChange(value.map((entry, at) => (at === index ? day : entry)) as WeeklyHours);
  const copyToAll = (index: number) =>
    onChange(value.map(() => (value[index] ? { ...value[index] } : null)) as WeeklyHours);
  return (
    <div className="hours">
      <div className="hours__row hours__row--head" aria-hidden="true">
        <span className="hours__day">Day</span>
        <span className="hours__c-open">Open</span>
        <span className="hours__c-from">Opens</span>
        <span className="hours__c-to">Closes</span>
        <span className="hours__c-copy" />
      </div>
      {week.map((index) => (
        <DayRow
          key={index}
          id={`${idPrefix}-${index}`}
          name={dayNames[index] ?? ''}
          day={value[index] ?? null}
          problem={problems[index]}
          onChange={(day) => setDay(index, day)}
          onCopy={() => copyToAll(index)}
        />
      ))}
    </div>
  );
}

function DayRow({
  id,
  name,
  day,
  problem,
  onChange,
  onCopy,
}: {
  id: string;
  name: string;
  day: DayHours | null;
  problem?: string;
  onChange: (day: DayHours | null) => void;
  onCopy: () => void;
}) {
  const noteId = useId();
  const note = problem ?? (day ? dayNote(day) : null);
  const hasBreak = Boolean(day?.breakStart || day?.breakEnd);
  const describedBy = note ? noteId : undefined;
  return (
    <div className={`hours__row${day ? '' : ' hours__row--closed'}`}>
      <span className="hours__day">{name}</span>
      <span className="hours__c-open">
        <button
          type="button"
          role="switch"
          id={`${id}-open`}
          aria-checked={day !== null}
          aria-label={`${name} open`}
          className="switch hours__switch"
          onClick={() => onChange(day ? null : { open: '09:00', close: '21:00' })}
        >
          <span className="switch__track" aria-hidden="true" />
          <span aria-hidden="true">{day ? 'Open' : 'Closed'}</span>
        </button>
      </span>
      {day ? (
        <>
          <span className="hours__c-from">
            <input
              type="time"
              id={`${id}-from`}
              className="input hours__time"
              aria-label={`${name} opens at`}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
              value={toInput(day.open)}
              onChange={(event) => onChange({ ...day, open: event.target.value || '00:00' })}
            />
          </span>
          <span className="hours__c-to">
            <input
              type="time"
              id={`${id}-to`}
              className="input hours__time"
              aria-label={`${name} closes at`}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
              value={toInput(day.close)}
              onChange={(event) => {
                const close = event.target.value || '00:00';
                // Closing at midnight is the end of the day.
                onChange({ ...day, close: close === '00:00' && day.open !== '00:00' ? '24:00' : close });
              }}
            />
          </span>
          <span className="hours__break">
            {hasBreak && (
              <span className="hours__break-label" aria-hidden="true">
                Break
              </span>
            )}
            {hasBreak ? (
              <>
                <input
                  type="time"
                  className="input hours__time"
                  aria-label={`${name} break starts at`}
                  value={day.breakStart ?? ''}
                  onChange={(event) => onChange({ ...day, breakStart: event.target.value || null })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  className="input hours__time"
                  aria-label={`${name} break ends at`}
                  value={day.breakEnd ?? ''}
                  onChange={(event) => onChange({ ...day, breakEnd: event.target.value || null })}
                />
                <button
                  type="button"
                  className="btn btn--ghost hours__small"
                  onClick={() => onChange({ open: day.open, close: day.close })}
                >
                  No break<span className="visually-hidden"> on {name}</span>
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn--ghost hours__small"
                onClick={() => onChange({ ...day, breakStart: '15:00', breakEnd: '16:30' })}
              >
                Add a break<span className="visually-hidden"> on {name}</span>
              </button>
            )}
          </span>
        </>
      ) : (
        <span className="hours__closed-note">Closed all day</span>
      )}
      <span className="hours__c-copy">
        <button type="button" className="btn btn--ghost hours__small" onClick={onCopy}>
          Copy to every day<span className="visually-hidden"> from {name}</span>
        </button>
      </span>
      {note && (
        <p id={noteId} className={`hours__note${problem ? ' hours__note--problem' : ''}`}>
          {note}
        </p>
      )}
    </div>
  );
}
