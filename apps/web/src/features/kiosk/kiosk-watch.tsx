import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { type KioskIdleStage, kioskIdleStage } from './kiosk-idle.ts';
import { startOver } from './kiosk-reset.ts';
import styles from './kiosk-watch.module.css';

/** What counts as someone at the kiosk. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input', 'scroll'] as const;

/**
 * Watches a kiosk for a minute with nobody at it (decision 0092): "Still there?" for the last 15
 * seconds, then it starts over for the next customer. `watching` is false where there is nothing
 * to forget (the start screen with an empty cart), so an unused kiosk does not reload every minute.
 */
export function KioskWatch({ watching }: { watching: boolean }) {
  const lastActivity = useRef(Date.now());
  const [idle, setIdle] = useState<KioskIdleStage>({ stage: 'active' });

  // A page the browser kept in memory (back/forward cache) may hold an earlier customer's screens:
  // shown again, it loads afresh from what the kiosk keeps.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (!watching) return;
    lastActivity.current = Date.now();
    setIdle({ stage: 'active' });
    const touched = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY) window.addEventListener(event, touched, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const next = kioskIdleStage(Date.now() - lastActivity.current);
      if (next.stage === 'reset') {
        window.clearInterval(timer);
        startOver();
      }
      setIdle((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, touched, { capture: true });
    };
  }, [watching]);

  if (!watching || idle.stage !== 'warning') return null;
  const stay = () => {
    lastActivity.current = Date.now();
    setIdle({ stage: 'active' });
  };
  return (
    <Dialog title="Still there?" onClose={stay}>
      <div className={styles.body} data-testid="kiosk-still-there">
        <p>
          For the next customer's privacy, this kiosk starts over in{' '}
          <strong>
            {idle.secondsLeft} {idle.secondsLeft === 1 ? 'second' : 'seconds'}
          </strong>{' '}
          and forgets your order. Touch the screen to keep it.
        </p>
        <div className={styles.actions}>
          <Button onClick={stay}>I'M STILL HERE</Button>
          <Button variant="secondary" onClick={startOver}>
            START OVER
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
