// The wake-up of an outbox worker: a NOTIFY or a poll runs the drain now, or once more right after
// the run under way, so no wake-up is lost and two runs never overlap on one instance.
export interface CoalescedRuns {
  wake(): void
  /** Whether stop was called: a drain's loop ends on it. */
  readonly stopped: boolean
  /** Wakes no more; answers the run under way, if any, to wait for. */
  stop(): Promise<void> | null
}

export function coalescedRuns(
  run: () => Promise<void>,
  onError: (err: unknown) => void,
): CoalescedRuns {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = null
        if (again) {
          again = false
          wake()
        }
      })
  }
  return {
    wake,
    get stopped() {
      return stopped
    },
    stop() {
      stopped = true
      return running
    },
  }
}
