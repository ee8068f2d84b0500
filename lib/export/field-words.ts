/**
 * A contract's field name in words, for every column, list and page kind a person reads. Kept
 * apart from words.ts (which reads the catalog) so the smallest views can use it.
 */
import type { PlatformId } from '../platforms';
import { directory } from '../platforms/directory';
import { singular } from '../words';

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
const kindWords = (kind: string): string => fieldWords(kind).toLowerCase();

/** A page kind as people name it on its platform: TikTok's `user` is a "profile". */
export const pageKindWords = (platform: string, kind: string): string => {
  const names = directory[platform as PlatformId]?.pageNames ?? {};
  return Object.hasOwn(names, kind) ? (names[kind] as string) : kindWords(kind);
};

/** A kind of page in words, its platform first: "TikTok profile", "Google Trends search". */
export const kindOfPageWords = (platform: string, kind: string): string =>
  `${directory[platform as PlatformId]?.name ?? platform} ${pageKindWords(platform, kind)}`;

/**
 * A nested field's column, its parents' words first: `owner.name` → "owner name". A parent's word
 * that its child says again is said once, by the child: `dates.publishedDate` → "published date".
 */
export function nestedWords(parts: readonly string[]): string {
  const said: string[] = [];
  for (const part of parts) {
    const words = part.split(' ');
    const again = new Set(words.map((word) => singular(word.toLowerCase())));
    const kept = said.filter((word) => !again.has(singular(word.toLowerCase())));
    said.splice(0, said.length, ...kept, ...words);
  }
  return said.join(' ');
}
