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

export function playChime(kind: 'order' | 'request' = 'order') {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state !== 'running') void ctx.resume().catch(() => undefined);
  const notes = kind === 'order' ? [659.25, 830.61, 987.77] : [880, 659.25];
  const start = ctx.currentTime + 0.02;
  notes.forEach((frequency, index) => {
    const at = start + index * 0.16;
    const oscillator = ctx.createOscillator();
    const overtone = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    overtone.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, at);
    overtone.frequency.setValueAtTime(frequency * 2, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.015);
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
