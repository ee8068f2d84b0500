/**
 * Whether the settings page shows each field's words whole, measured inside the page (Playwright's
 * `evaluate`, or as source in Firefox): each choice of a dropdown against the room its box leaves
 * beside the arrow, and each checkbox beside its label's first line rather than above it.
 */

/** The settings page's widths. */
export const settingsWidths = [1024, 1280, 1920] as const;

/** Each misfit as `what "words" (why)`; none when every choice and checkbox reads whole. */
export function settingsMisfits(doc: Document = document): string[] {
  const view = doc.defaultView;
  const found: string[] = [];
  const slack = 1;
  // The dropdown's arrow, drawn inside its box in both browsers.
  const arrow = 20;
  const measure = doc.createElement('canvas').getContext('2d');
  for (const select of doc.querySelectorAll('select')) {
    const style = view?.getComputedStyle(select);
    if (!measure || !style || !select.checkVisibility()) continue;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      select.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      arrow;
    for (const option of select.options) {
      const needs = measure.measureText(option.text).width;
      if (needs > room + slack)
        found.push(
          `#${select.id} cuts "${option.text}" (${Math.round(needs)} px in ${Math.round(room)})`,
        );
    }
  }
  const range = doc.createRange();
  for (const label of doc.querySelectorAll('label.sl-check')) {
    const box = label.querySelector('input[type="checkbox"]')?.getBoundingClientRect();
    const text = [...label.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!box || !text || !label.checkVisibility()) continue;
    range.selectNodeContents(text);
    const [firstLine] = range.getClientRects();
    const middle = (box.top + box.bottom) / 2;
    if (!firstLine || middle < firstLine.top - slack || middle > firstLine.bottom + slack)
      found.push(`checkbox of "${label.textContent?.trim()}" is not beside its label`);
  }
  return found;
}
