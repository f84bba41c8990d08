/**
 * The gateway starts or signals a workflow inside the transaction that writes its row, so that a failed start commits
 * nothing. The workflow's first activity can then run a moment before that commit is visible: it waits for the row
 * this long (within a 30 s start-to-close), and a row still absent was rolled back: there is nothing to run.
 */
const COMMIT_WAIT_MS = 15_000;

/** True once `exists` is, polling every 200 ms; false when COMMIT_WAIT_MS pass without it. */
export async function untilCommitted(exists: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + COMMIT_WAIT_MS;
  while (!(await exists())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
}
