/** What to stop if the run is interrupted: the servers and browsers this run started (by pid). */
const stops = new Set<() => Promise<void> | void>();

export function onInterrupt(stop: () => Promise<void> | void) {
  stops.add(stop);
  return () => stops.delete(stop);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([...stops].map((stop) => stop())).finally(() => process.exit(130));
  });
}
