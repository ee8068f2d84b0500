/**
 * A component whose code is fetched the first time it is shown, so a view's first paint carries
 * only what every page needs. Hand-written because preact/compat's `lazy` would bring compat's
 * React emulation along with it.
 */
import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A lazy component, and a way to fetch its code before it is first shown. */
export type Lazy<P extends object> = FunctionComponent<P> & { preload(): Promise<unknown> };

/** The longest a part below the first screen waits for the browser to be idle, in ms. */
const idleAtMostMs = 500;

/**
 * Runs `task` once the browser is idle (or after `idleAtMostMs` at the latest); returns the
 * cancel. Where idle callbacks are missing, on the next turn.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleAtMostMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * `afterFirstScreen`: a part that is no part of what the view is opened for (an answer's export,
 * its history over time) has its code fetched once the browser is idle after showing the rest,
 * not in the frame that shows it.
 */
export function lazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { afterFirstScreen = false }: { afterFirstScreen?: boolean } = {},
): Lazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((type) => {
      loaded = type;
      return type;
    });
    return loading;
  };
  function Lazy(props: P) {
    const [component, setComponent] = useState<{ type?: ComponentType<P>; failed?: boolean }>(
      () => ({ type: loaded }),
    );
    useEffect(() => {
      if (component.type) return;
      let shown = true;
      const fetchCode = () =>
        preload().then(
          (type) => shown && setComponent({ type }),
          () => {
            loading = undefined;
            if (shown) setComponent({ failed: true });
          },
        );
      if (!afterFirstScreen || loading) {
        void fetchCode();
        return () => {
          shown = false;
        };
      }
      const cancel = whenIdle(() => void fetchCode());
      return () => {
        shown = false;
        cancel();
      };
    }, [component.type]);
    if (component.failed)
      return (
        <p class="sl-error" role="alert">
          This part of Sidelight could not load. Close and reopen the panel.
        </p>
      );
    const Type = component.type;
    return Type ? <Type {...props} /> : null;
  }
  return Object.assign(Lazy, { preload });
}
