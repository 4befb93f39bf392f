/**
 * Multi-step work that spans transactions or services (checkout: reserve → order → pay), as
 * Medusa's workflows do it: each step that changes state keeps its undo beside it, and a
 * failure undoes the steps already done, newest first, before the error goes on.
 */
export interface FlowStep<C> {
  readonly name: string;
  run(context: C): Promise<void>;
  /** Reverses `run`; must be safe to call once after a successful `run`. */
  undo?(context: C): Promise<void>;
}

/** An undo that failed: the flow's own error still wins, this one is reported beside it. */
export interface UndoFailure {
  step: string;
  error: unknown;
}

export class FlowError extends Error {
  constructor(
    readonly step: string,
    readonly failure: unknown,
    readonly undoFailures: UndoFailure[],
  ) {
    super(`step ${step} failed${undoFailures.length ? `; ${undoFailures.length} undo(s) failed too` : ''}`);
  }
}

/**
 * Runs the steps in order. When one throws, the completed steps are undone in reverse order
 * and the original error is rethrown (or, if an undo failed too, a FlowError carrying both).
 */
export async function runFlow<C>(context: C, steps: readonly FlowStep<C>[]): Promise<C> {
  const done: FlowStep<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
      done.push(step);
    } catch (error) {
      const undoFailures: UndoFailure[] = [];
      for (const completed of done.reverse()) {
        try {
          await completed.undo?.(context);
        } catch (undoError) {
          undoFailures.push({ step: completed.name, error: undoError });
        }
      }
      if (undoFailures.length) throw new FlowError(step.name, error, undoFailures);
      throw error;
    }
  }
  return context;
}
