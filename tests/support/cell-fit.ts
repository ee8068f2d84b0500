/**
 * Whether every cell of the batch page's tables shows all its words: a batch of one page of every
 * kind a batch takes, and a measure, run inside the page (Playwright's `evaluate`, or as source in
 * Firefox), of each cell's text and controls against its box and against each other.
 */
import { endpointsForPage } from '../../lib/areas';
import { readLines } from '../../lib/areas/batch-lines';
import { platformExamples } from './platform-examples';

/** Each kind of page a batch takes, at its longest example address: the longest ids to wrap. */
export const everyKindPages = Object.values(platformExamples).flatMap((examples) =>
  Object.values(examples.pages).flatMap((urls) => {
    const [longest] = urls
      .map(([url]) => url)
      .filter((url) => {
        const [page] = readLines(url).pages;
        return page !== undefined && endpointsForPage(page.area, page.kind).length > 0;
      })
      .sort((a, b) => b.length - a.length);
    return longest === undefined ? [] : [longest];
  }),
);

/**
 * The batch page's widths: its three, and 1,024 and 1,280 px at 200 % zoom (a zoomed page is laid
 * out in half the CSS pixels).
 */
export const cellWidths = [
  { width: 1024, zoom: 1 },
  { width: 1280, zoom: 1 },
  { width: 1920, zoom: 1 },
  { width: 1024, zoom: 2 },
  { width: 1280, zoom: 2 },
] as const;

/**
 * Every way a cell of the plan or the results hides or spoils its words, as
 * `table row:column what "words"`: a cell past the window, text or a control past its cell
 * (through its borders), a box
 * whose words are clipped or cut to an ellipsis, an empty field whose placeholder is cut, and two
 * words or controls drawn over each other.
 */
export function cellMisfits(doc: Document = document): string[] {
  const view = doc.defaultView;
  const found: string[] = [];
  const slack = 1;
  const shown = (box: DOMRect) => box.width > slack && box.height > slack;
  const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
  // Words kept for screen readers alone (a 1 px box that clips them) are no one's to see.
  const unseen = (element: Element) => {
    if (!element.checkVisibility()) return true;
    for (let up: Element | null = element; up; up = up.parentElement)
      if ((view?.getComputedStyle(up).clip ?? 'auto') !== 'auto') return true;
    return false;
  };
  const measure = doc.createElement('canvas').getContext('2d');
  // Chromium draws a number field's spinner inside its client box; Firefox's is outside it.
  const spinner = view?.CSS.supports('selector(::-webkit-inner-spin-button)') ? 16 : 0;
  const placeholderCut = (input: HTMLInputElement, style: CSSStyleDeclaration) => {
    if (!measure || input.value !== '' || input.placeholder === '') return '';
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needs = measure.measureText(input.placeholder).width;
    const room =
      input.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      (input.type === 'number' ? spinner : 0);
    return needs > room + slack ? `${Math.round(needs)} px in ${Math.round(room)}` : '';
  };
  const range = doc.createRange();
  const window = doc.documentElement.clientWidth;
  for (const table of doc.querySelectorAll<HTMLTableElement>(
    '[data-testid="batch-plan"], [data-testid="batch-rows"]',
  )) {
    const name = table.dataset.testid ?? '';
    for (const [rowAt, row] of [...table.rows].entries()) {
      for (const [cellAt, cell] of [...row.cells].entries()) {
        const where = `${name} ${rowAt}:${cellAt}`;
        const edge = cell.getBoundingClientRect();
        if (!shown(edge) || unseen(cell)) continue;
        const past = (box: DOMRect) =>
          box.left < edge.left - slack ||
          box.right > edge.right + slack ||
          box.top < edge.top - slack ||
          box.bottom > edge.bottom + slack;
        // What a person sees in the cell: each line of each run of words, and each control.
        const marks: { node: Node; box: DOMRect }[] = [];
        const walker = doc.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
          acceptNode: (node) =>
            node instanceof Element && unseen(node)
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        for (let node: Node | null = cell; node; node = walker.nextNode()) {
          if (node instanceof Element) {
            const style = view?.getComputedStyle(node);
            if (node.matches('input, select, textarea, button'))
              marks.push({ node, box: node.getBoundingClientRect() });
            // An empty field's placeholder says what it sends (a default in words): cut, it misleads.
            if (node.matches('input') && style) {
              const input = node as HTMLInputElement;
              const cut = placeholderCut(input, style);
              if (cut) found.push(`${where} placeholder cut "${input.placeholder}" (${cut})`);
            }
            // A field scrolls what is typed in it; any other box that clips hides words.
            const clips = style && (style.overflowX !== 'visible' || style.textOverflow !== 'clip');
            if (
              clips &&
              node.scrollWidth > node.clientWidth + slack &&
              !node.matches('input, select, textarea')
            )
              found.push(`${where} clipped "${words(node)}"`);
            continue;
          }
          if (!node.textContent?.trim() || node.parentElement?.closest('select')) continue;
          range.selectNodeContents(node);
          for (const box of range.getClientRects())
            if (shown(box) && box.width > 2) marks.push({ node, box });
        }
        if (edge.right > window + slack) found.push(`${where} past the window "${words(cell)}"`);
        const span = (box: DOMRect) => `${Math.round(box.left)}–${Math.round(box.right)}`;
        for (const mark of marks)
          if (past(mark.box))
            found.push(
              `${where} past its cell "${words(mark.node)}" (${mark.node.nodeName.toLowerCase()} ${span(mark.box)} in ${span(edge)})`,
            );
        for (const [at, mark] of marks.entries())
          for (const other of marks.slice(at + 1))
            if (
              mark.node !== other.node &&
              !mark.node.contains(other.node) &&
              !other.node.contains(mark.node) &&
              overlap(mark.box, other.box)
            )
              found.push(`${where} "${words(mark.node)}" over "${words(other.node)}"`);
      }
    }
  }
  return [...new Set(found)];
}
