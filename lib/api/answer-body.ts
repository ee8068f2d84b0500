/**
 * An answer's body made into a result: read within the timeout, parsed as JSON without the key,
 * cut where it nests too deep, its envelope removed (envelope.ts) and its resource checked
 * against the endpoint's schema. A body that is no answer becomes an error, never a crash.
 */
import type { z } from 'zod/mini';
import { type ApiResult, type Credits, creditsFrom, fail } from './api-result';
import { cutDeeper, depthOf, maxDepth } from './depth';
import type { Endpoint } from './endpoint';
import { unwrap } from './envelope';
import { errorFromAnswer } from './errors';
import { errorWithoutKey, withoutKey } from './key-scrub';
import { withNeutralFields } from './path-style';

const stalled = Symbol('stalled');

/** The body as text; a body that stops arriving for `ms` is given up on (ky's timeout ends at the headers). */
const readWithin = async (response: Response, ms: number): Promise<string> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stall = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The stall is the failure the caller hears; a body that will not cancel is dropped anyway.
      response.body?.cancel().catch(() => undefined);
      reject(stalled);
    }, ms);
  });
  try {
    return await Promise.race([response.text(), stall]);
  } finally {
    clearTimeout(timer);
  }
};

/** How many schema issues a result names; a hostile answer can have one per item of a huge list. */
const shownIssues = 50;

const formatIssues = (issues: z.core.$ZodIssue[]): string[] => {
  const named = issues
    .slice(0, shownIssues)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return issues.length > shownIssues
    ? [...named, `… and ${issues.length - shownIssues} more`]
    : named;
};

const badBody = (status: number, what: string, credits: Credits): ApiResult<never> =>
  fail(
    {
      kind: 'badResponse',
      status,
      message: `The service answered ${status} with ${what}. Retry later; if it persists, the service may be changing.`,
    },
    credits,
  );

/** The body's text, or the failure of a body that stalled or broke off. */
const readBody = async (
  response: Response,
  timeout: number,
  credits: Credits,
): Promise<string | ApiResult<never>> => {
  try {
    return await readWithin(response, timeout);
  } catch (error) {
    if (error !== stalled) return badBody(response.status, 'a body that broke off', credits);
    return fail(
      {
        kind: 'timeout',
        status: response.status,
        message: `The answer stopped arriving for ${Math.round(timeout / 1000)} s. The service may have charged the call: check your balance before you retry.`,
      },
      credits,
    );
  }
};

/** The text as JSON (undefined when it is not), cut where it nests too deep, saying how much. */
const parseBody = (
  text: string,
  apiKey: string,
): { raw: unknown; warnings: string[] } | undefined => {
  let raw: unknown;
  try {
    raw = JSON.parse(withoutKey(text, apiKey));
  } catch {
    return undefined;
  }
  // Rare and costly to look for: the text is read first, the answer copied only when too deep.
  const tooDeep = depthOf(text) > maxDepth ? cutDeeper(raw) : undefined;
  if (!tooDeep) return { raw, warnings: [] };
  const warning =
    tooDeep.cut === 1
      ? `1 part nested deeper than ${maxDepth} levels was cut.`
      : `${tooDeep.cut} parts nested deeper than ${maxDepth} levels were cut.`;
  return { raw: tooDeep.value, warnings: [warning] };
};

/** What a call needs to make its answer a result. */
interface Answered {
  endpoint: Endpoint;
  price: number;
  timeout: number;
  apiKey: string;
}

/** The result an answer (status 2xx) makes: its resource, or the failure its body says. */
export const resultOfAnswer = async (
  response: Response,
  { endpoint, price, timeout, apiKey }: Answered,
): Promise<ApiResult> => {
  const credits = creditsFrom(price, response.headers);
  const text = await readBody(response, timeout, credits);
  if (typeof text !== 'string') return text;
  const parsed = parseBody(text, apiKey);
  if (!parsed) {
    const what = text.trim() === '' ? 'an empty body' : 'a body that is not complete JSON';
    return badBody(response.status, what, credits);
  }
  const { raw, warnings } = parsed;
  const unwrapped = unwrap(raw);
  if ('failed' in unwrapped) {
    const error = errorFromAnswer(response.status, raw, response.headers);
    return fail(errorWithoutKey(error, apiKey), credits);
  }
  const resource = withNeutralFields(unwrapped.resource);
  const checked = endpoint.response().safeParse(resource);
  return checked.success
    ? { ok: true, data: checked.data, raw, size: text.length, credits, warnings }
    : {
        ok: true,
        data: resource,
        raw,
        size: text.length,
        credits,
        warnings: [...warnings, ...formatIssues(checked.error.issues)],
      };
};
