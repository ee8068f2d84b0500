/** The manifest's description, which counts the platforms in words. */
import { platformById, platforms } from '../platforms';

const numberWords =
  'no one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

/** A count as people write it in a sentence: a word up to twenty ("eight"), digits beyond. */
export const countWord = (count: number): string => numberWords[count] ?? String(count);

/** The platforms the manifest's description names; the rest it counts. */
const namedInDescription = ['youtube', 'tiktok', 'reddit'] as const;

/** The manifest's description, from the registry: a few platforms by name and how many more. */
export const manifestDescription = (): string => {
  const names = namedInDescription.map((id) => platformById(id).name);
  const more = countWord(platforms.length - names.length);
  return `Structured data about the page you are on (${names.join(', ')} and ${more} more platforms) in a side panel.`;
};
