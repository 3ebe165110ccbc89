/**
 * Resolves once the browser has painted the frame that the state changes made so far bring, so
 * work that can wait (sending a request, raising a toast) does not delay a tap's visible answer
 * (INP: the time from a tap to the next paint). A hidden page paints no frames: a timer settles it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
