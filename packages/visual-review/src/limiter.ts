/** Why a wait or a review stopped: the signal's own reason (Temporal passes a CancelledFailure), else an AbortError. */
export const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The review was aborted', 'AbortError');

/** A counting semaphore: at most `max` holders at once, waiters served in order, waits abortable. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<{ grant: () => void }> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else active--;
  };

  return {
    get max() {
      return max;
    },
    /** Resolves with a release function once a slot is free; rejects if `signal` aborts first. */
    acquire(signal?: AbortSignal): Promise<() => void> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (active < max) {
        active++;
        return Promise.resolve(once(release));
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(once(release));
          },
        };
        const onAbort = () => {
          const i = waiting.indexOf(entry);
          if (i >= 0) waiting.splice(i, 1);
          reject(abortReason(signal!));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
  };
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
