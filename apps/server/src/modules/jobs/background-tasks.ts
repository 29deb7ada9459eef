// Work a request starts but does not wait for (a login code handed to the mail or SMS transport). The
// tasks are tracked so that closing the app waits for them before the database goes, and tests await
// them instead of sleeping.

export type BackgroundTasks = {
  /** Starts `task` now without waiting for it; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
};

export function createBackgroundTasks(logger: {
  error(details: object, message: string): void;
}): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
