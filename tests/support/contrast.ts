/**
 * The contrast of every shown placeholder against what it is drawn on, computed in the page as
 * WCAG defines it (axe leaves placeholders out). Self-contained: it runs inside the page.
 */
export interface PlaceholderContrast {
  placeholder: string;
  ratio: number;
}

export function placeholderContrasts(doc: Document = document): PlaceholderContrast[] {
  const view = doc.defaultView as Window;
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, color.startsWith('rgba') ? a : 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (below[i] ?? 0) * (1 - a)).concat(1) as Rgba;
  };
  /** What an element is drawn on: its own background, else its ancestors' (the page's last). */
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let at = element; at; at = at.parentElement) {
      const layer = parse(view.getComputedStyle(at).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    const dark = view.matchMedia('(prefers-color-scheme: dark)').matches;
    return layers.reduceRight<Rgba>(
      (below, layer) => over(layer, below),
      dark ? [0, 0, 0, 1] : [255, 255, 255, 1],
    );
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const shown = [
    ...doc.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
  ].filter(
    (field) => field.placeholder !== '' && field.value === '' && field.getClientRects().length > 0,
  );
  return shown.map((field) => {
    const behind = backdrop(field);
    // Firefox draws placeholders translucent unless a style says otherwise.
    const style = view.getComputedStyle(field, '::placeholder');
    const [r, g, b, a] = parse(style.color);
    const text = over([r, g, b, a * Number(style.opacity || 1)], behind);
    const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return {
      placeholder: field.placeholder,
      ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
    };
  });
}
