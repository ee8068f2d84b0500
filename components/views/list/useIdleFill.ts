/**
 * Filling a list into the page while the browser is idle: the first block at once, then as many
 * as each idle moment's time allows (measured), up to a limit, without a long task.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Block } from './blocks';

/** Milliseconds of rendering per idle step: the frames around it stay short. */
const stepBudget = 8;

/** Runs `run` when the browser is idle (at the latest after a moment); returns the cancel. */
function whenIdle(run: (idleMs: number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => run(deadline.timeRemaining()), { timeout: 100 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => run(stepBudget), 0);
  return () => clearTimeout(id);
}

/**
 * How many blocks from the start are filled: the first at once, the next ones while the browser
 * is idle, up to `limit`. After a change, filling starts over past the blocks that stayed the
 * same (`unchanged`).
 */
export function useIdleFill(
  blocks: Block<unknown>[],
  unchanged: number,
  limit: number,
  /** Blocks one step may add at most (a step adds what its time allows, measured). */
  most: number,
): number {
  const [state, setState] = useState({ blocks, count: 1 });
  const count = Math.min(
    state.blocks === blocks ? state.count : Math.max(1, Math.min(state.count, unchanged)),
    limit,
  );
  const step = useRef({ started: 0, added: 0, msPerBlock: stepBudget });

  useLayoutEffect(() => {
    const timing = step.current;
    if (timing.started === 0) return;
    timing.msPerBlock = Math.max(1, (performance.now() - timing.started) / timing.added);
    timing.started = 0;
  }, [count]);

  useEffect(() => {
    if (count >= limit) {
      if (state.blocks !== blocks) setState({ blocks, count });
      return;
    }
    return whenIdle((idleMs) => {
      const timing = step.current;
      const budget = Math.min(Math.max(idleMs, 4), stepBudget);
      const added = Math.max(1, Math.min(most, Math.floor(budget / timing.msPerBlock)));
      timing.started = performance.now();
      timing.added = added;
      setState({ blocks, count: Math.min(limit, count + added) });
    });
  }, [blocks, count, limit, most]);
  return count;
}
