/**
 * What makes a page scroll sideways, measured in the page itself: the document wider than its
 * window, and every shown element whose box passes the window's right or left edge (outside a
 * box that scrolls or clips it, such as a wide table's own scroller). Self-contained: it runs
 * inside the page (Playwright's `evaluate`, or as source in Firefox's views).
 */
/** The side panel's widths: Chrome's narrowest, a common one, Firefox's sidebar at its narrowest. */
export const panelWidths = [360, 320, 240] as const;

export interface Overflow {
  /** The window's width, its scrollbar included. */
  window: number;
  /** How far the document is wider than the window's room beside its scrollbar. */
  sideways: number;
  /** The elements that pass the edge, as `tag.class "text…" left–right`. */
  outside: string[];
}

export function sidewaysOverflow(doc: Document = document): Overflow {
  const root = doc.scrollingElement ?? doc.documentElement;
  const width = root.clientWidth;
  const view = doc.defaultView;
  const clipped = (node: Node): boolean => {
    for (let up = node.parentElement; up && up !== doc.body; up = up.parentElement) {
      const overflowX = view?.getComputedStyle(up).overflowX ?? 'visible';
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const outside: string[] = [];
  const passes = (box: DOMRect) =>
    box.width > 0 && box.height > 0 && (box.right > width + 0.5 || box.left < -0.5);
  const where = (box: DOMRect) => `${Math.round(box.left)}–${Math.round(box.right)}`;
  // Content that `content-visibility: auto` skips (rows far off screen) keeps the layout of an
  // earlier width until it comes near the screen, where it is laid out at the width of then.
  const skipped = (element: Element) => !element.checkVisibility({ contentVisibilityAuto: true });
  for (const element of doc.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (!passes(box) || clipped(element) || skipped(element)) continue;
    const name = `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    outside.push(`${name} "${text}" ${where(box)}`);
  }
  // Words are no elements: a long id in a flex row passes the edge with no box of its own.
  const texts = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || skipped(parent)) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (!passes(box) || clipped(node)) continue;
    outside.push(
      `text in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')} "${node.textContent.trim().slice(0, 40)}" ${where(box)}`,
    );
  }
  return { window: view?.innerWidth ?? width, sideways: root.scrollWidth - width, outside };
}
