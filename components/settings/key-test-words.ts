/** What Test the key says, and what the path style's note says, in a person's words. */
import type { Status } from '@/components/StatusLine';
import { type PathStyle, pathIn, styleExample } from '@/lib/api/path-style';
import { endpointById, keyProbe } from '@/lib/areas';
import type { ServiceResult } from '@/lib/extension/shared/answers';
import type { PathStyleSetting } from '@/lib/extension/shared/settings-schema';
import { credits } from '@/lib/words';

/** The endpoint Test the key calls: the cheapest, which needs no id. */
export const probe = endpointById(keyProbe);

/** How the address spells its paths, as found by the test; nothing when neither answered. */
const spellingWords = (style: PathStyle | null) =>
  style === 'platform'
    ? ` This address uses platform names (${styleExample('platform')} for ${styleExample('contract')}).`
    : style === 'contract'
      ? ` This address uses the contract's names (${styleExample('contract')}).`
      : '';

/** Why the test failed, by the kind of error. */
function failureWords({ kind, message }: { kind: string; message: string }): string {
  return kind === 'auth'
    ? `The key is not valid. ${message}`
    : kind === 'outOfCredits'
      ? `The key is valid but out of credits. ${message}`
      : kind === 'network'
        ? `The service cannot be reached. ${message}`
        : kind === 'notFound'
          ? `This address has neither ${pathIn('contract', probe.path)} nor ${pathIn('platform', probe.path)}: it is not the service's address, or it needs a path prefix. Check the address above.`
          : message;
}

/**
 * What a test's answer tells: whether the key works, the balance and how the address spells its
 * paths; or why demo data answered instead (no key saved, or the box ticked); or why it failed.
 */
export function keyTestWords(
  { result, style }: { result: ServiceResult; style: PathStyle | null },
  testedKey: string,
): Status {
  if (!result.ok) return { error: true, text: failureWords(result.error) };
  if (result.source === 'demo')
    return {
      error: true,
      text:
        testedKey === ''
          ? 'No key is saved yet, so demo data answers: save your key above, then test it.'
          : 'Demo data is on: turn it off below to test the key.',
    };
  const balance =
    result.credits.remaining === undefined ? '' : ` Balance: ${credits(result.credits.remaining)}.`;
  return { error: false, text: `The key works.${balance}${spellingWords(style)}` };
}

/** Where the address's path style came from: not read yet, not known, chosen, or found by a test. */
export const pathStyleNote = (
  address: string | undefined,
  known: PathStyleSetting | undefined,
): string =>
  address === undefined
    ? 'Reading the saved address…'
    : known === undefined
      ? "Not known yet: calls use the contract's names until Test the key finds out."
      : known.chosen
        ? 'Chosen by you for this address.'
        : 'Found by Test the key for this address.';
