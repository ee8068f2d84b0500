/**
 * Reads the service's spec (a copy of the contract in tests/fixtures) so that catalog tests are
 * generated from it: its endpoint tables, prices, parameters, defaults and caps.
 */
import { readFileSync } from 'node:fs';

export const specText = readFileSync(new URL('../fixtures/api-spec.md', import.meta.url), 'utf8');

interface SpecParam {
  name: string;
  required: boolean;
  /** The text after "default", when the spec states one. */
  fallback?: string;
  /** Everything the spec says about it. */
  text: string;
}

export interface SpecEndpoint {
  area: string;
  path: string;
  /** Query params written into the path, e.g. `ids` in `/microblog/posts?ids=a,b,c`. */
  queryInPath: string[];
  price: { base: number; max?: number; country?: number; perItem: boolean; defaultItems?: number };
  params: SpecParam[];
}

/** Splits on `;` outside parentheses. */
const splitTopLevel = (text: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ';' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
};

const parseParams = (text: string): SpecParam[] =>
  text.trim() === 'none'
    ? []
    : splitTopLevel(text).flatMap((chunk) => {
        const name = /^([A-Za-z_]+)/.exec(chunk)?.[1];
        if (!name) return [];
        const inner = /\(([\s\S]*)\)/.exec(chunk)?.[1] ?? '';
        const fallback = /\bdefault ([^;,)]+)/.exec(inner)?.[1]?.trim();
        return [
          {
            name,
            required: /(?:^|,\s*)required\s*(?:,|$)/.test(inner),
            ...(fallback === undefined ? {} : { fallback }),
            text: chunk,
          },
        ];
      });

const parsePrice = (text: string): SpecEndpoint['price'] => {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) : undefined;
  };
  const defaultItems = number(/default (\d+) items/);
  const max = number(/(\d+)(?: per item)? with max=true/);
  const country = number(/(\d+)(?: per item)? with country=US/);
  return {
    base: Number(/^(\d+)/.exec(text.trim())?.[1]),
    perItem: /per item/.test(text),
    ...(max === undefined ? {} : { max }),
    ...(country === undefined ? {} : { country }),
    ...(defaultItems === undefined ? {} : { defaultItems }),
  };
};

export const specEndpoints: SpecEndpoint[] = specText
  .split('\n')
  .filter((line) => line.startsWith('| GET /'))
  .map((line) => {
    const [route = '', price = '', params = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    const [path = '', query = ''] = route.replace(/^GET /, '').split('?');
    return {
      area: path.split('/')[1] ?? '',
      path,
      queryInPath: [...query.matchAll(/([a-z_]+)=/g)].map((match) => match[1] ?? ''),
      price: parsePrice(price),
      params: parseParams(params),
    };
  });

/** The Limits section's caps table: area → its sentence. */
export const specCaps: Record<string, string> = Object.fromEntries(
  [...specText.matchAll(/^\| \/(\w+) \| ([^|]+) \|$/gm)].map((match) => [
    match[1],
    match[2]?.trim(),
  ]),
);
