import { useLayoutEffect } from 'preact/hooks';

/** The elements the focus was last in, innermost first: where it was when its control went away. */
let focusPath: EventTarget[] = [];
let focused: Element | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    focusPath = event.composedPath();
    focused = event.target instanceof Element ? event.target : null;
  });
}

/**
 * Whether the focus fell to the page's body because the control that had it went away (removed,
 * or disabled) rather than because the person moved it.
 */
const focusFell = () => {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return false;
  return focused !== null && (!focused.isConnected || focused.matches(':disabled'));
};

/**
 * After each render of a view: when an action took away the control that had the focus inside
 * `area()` (Fetch turning into Refresh, a form that closed, a button a run replaced), the focus
 * goes to `home()`, what the action revealed or the control in its place, instead of the page's
 * body, where a keyboard or screen reader user would have to start again from the top.
 */
export function useFocusHome(
  area: () => Element | null | undefined,
  home: () => HTMLElement | null | undefined,
) {
  useLayoutEffect(() => {
    if (!focusFell()) return;
    const within = area();
    if (!within || !focusPath.includes(within)) return;
    home()?.focus();
  });
}
