/**
 * A contract's field name in words, for every column, list and page kind a person reads. Kept
 * apart from words.ts (which reads the catalog) so the smallest views can use it.
 */

// Short forms people write in capitals.
const capitals: Readonly<Record<string, string>> = {
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  nsfw: 'NSFW',
};

/** `viewCount` → "view count", `place_id` → "place ID", `isVerified` → "verified". */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const kept =
    words.length > 1 && (words[0] === 'is' || words[0] === 'has') ? words.slice(1) : words;
  return kept.map((word) => capitals[word] ?? word).join(' ');
}

/** A page kind in words: `marketplaceItem` → "marketplace item". */
export const kindWords = (kind: string): string => fieldWords(kind).toLowerCase();
