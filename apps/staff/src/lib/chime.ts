/**
 * The new-order alert, synthesised with the Web Audio API (no audio file to load or cache): a
 * bright three-note rising chime that cuts through kitchen noise.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Browsers keep audio locked until the first tap; call this from any tap. */
export function unlockAudio(): Promise<boolean> {
  const ctx = audio();
  if (!ctx) return Promise.resolve(false);
  if (ctx.state === 'running') return Promise.resolve(true);
  return ctx.resume().then(
    () => ctx.state === 'running',
    () => false,
  );
}

export function audioReady(): boolean {
  return context?.state === 'running';
}

/**
 * 'order': a rising three-note chime; 'request': two notes down; 'urgent' (an order nobody has
 * confirmed past the location's first delay, 0080): a louder, harsher two-tone siren, twice.
 */
export function playChime(kind: 'order' | 'request' | 'urgent' = 'order') {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state !== 'running') void ctx.resume().catch(() => undefined);
  const urgent = kind === 'urgent';
  const notes =
    kind === 'order'
      ? [659.25, 830.61, 987.77]
      : urgent
        ? [987.77, 739.99, 987.77, 739.99, 987.77, 739.99]
        : [880, 659.25];
  const peak = urgent ? 0.7 : 0.35;
  const start = ctx.currentTime + 0.02;
  notes.forEach((frequency, index) => {
    const at = start + index * (urgent ? 0.2 : 0.16);
    const oscillator = ctx.createOscillator();
    const overtone = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = urgent ? 'square' : 'sine';
    overtone.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    overtone.frequency.setValueAtTime(frequency * 2, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.7);
    oscillator.connect(gain);
    overtone.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(at);
    overtone.start(at);
    oscillator.stop(at + 0.75);
    overtone.stop(at + 0.75);
  });
}
