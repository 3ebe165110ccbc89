import { useEffect, useState } from 'react';
import { audioReady, playChime, unlockAudio } from '../lib/chime.ts';

const SOUND_KEY = 'orderly.staff.sound';

export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  const set = (value: boolean) => {
    localStorage.setItem(SOUND_KEY, value ? 'on' : 'off');
    setOn(value);
  };
  return [on, set];
}

/** Sound on or off, and a nudge when the browser still blocks audio until the first tap. */
export function SoundButton({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const [ready, setReady] = useState(audioReady);
  // The first tap or key anywhere unlocks sound. On the click, not the press: the shorter label
  // reflows the top bar, and done on the press it moved the board under the finger, so the tap's
  // release landed elsewhere and its click was lost (a new board's 'Resume ordering' did nothing).
  useEffect(() => {
    if (ready) return;
    const stop = () => {
      window.removeEventListener('click', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
    // Kept until the browser lets sound play (a tap it does not count as a user's may come first).
    const unlock = () =>
      void unlockAudio().then((ok) => {
        if (!ok) return;
        stop();
        setReady(true);
      });
    window.addEventListener('click', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return stop;
  }, [ready]);
  const blocked = on && !ready;
  return (
    <button
      type="button"
      className={`btn icon-btn${on ? '' : ' icon-btn--off'}${blocked ? ' icon-btn--warn' : ''}`}
      aria-pressed={on}
      onClick={async () => {
        const ok = await unlockAudio();
        setReady(ok);
        if (!on || blocked) {
          if (!on) onChange(true);
          playChime('order');
        } else onChange(false);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M11 5 6 9H3v6h3l5 4V5z" />
        {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" /> : <path d="m16 9 6 6m0-6-6 6" />}
      </svg>
      <span>{blocked ? 'Tap to enable sound' : on ? 'Sound on' : 'Muted'}</span>
    </button>
  );
}

/** Asks for system notifications (shown when the tab is hidden); permission needs a button press. */
export function NotificationButton() {
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || permission === 'granted') return null;
  return (
    <button
      type="button"
      className="btn icon-btn"
      disabled={permission === 'denied'}
      title={permission === 'denied' ? 'Notifications are blocked in the browser settings' : undefined}
      onClick={async () => setPermission(await Notification.requestPermission())}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <span>{permission === 'denied' ? 'Alerts blocked' : 'Enable alerts'}</span>
    </button>
  );
}
