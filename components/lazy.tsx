/**
 * A component whose code is fetched the first time it is shown, so a view's first paint carries
 * only what every page needs. Hand-written because preact/compat's `lazy` would bring compat's
 * React emulation along with it.
 */
import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A lazy component, and a way to fetch its code before it is first shown. */
export type Lazy<P extends object> = FunctionComponent<P> & { preload(): Promise<unknown> };

export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): Lazy<P> {
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
      preload().then(
        (type) => shown && setComponent({ type }),
        () => {
          loading = undefined;
          if (shown) setComponent({ failed: true });
        },
      );
      return () => {
        shown = false;
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
