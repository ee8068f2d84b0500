/**
 * How deep an answer may nest. A browser neither stores nor passes between an extension's pages
 * an object nested a thousand levels deep (a hostile answer's replies to replies), so what lies
 * deeper is cut, and the answer's warnings say so. No real answer comes near this depth.
 */
export const maxDepth = 100;

/** The deepest nesting of objects and arrays in a JSON text, read without parsing it. */
export function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index += 1; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 125 || code === 93) depth -= 1;
  }
  return deepest;
}

/** The value with every object or array deeper than `maxDepth` emptied; how many were. */
export function cutDeeper(value: unknown): { value: unknown; cut: number } {
  let cut = 0;
  const copy = (node: unknown, depth: number): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (depth >= maxDepth) {
      cut += 1;
      return Array.isArray(node) ? [] : {};
    }
    if (Array.isArray(node)) return node.map((item) => copy(item, depth + 1));
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => [key, copy(item, depth + 1)]),
    );
  };
  return { value: copy(value, 0), cut };
}
