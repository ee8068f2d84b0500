/**
 * A call as a curl command a person can run in a terminal: the address, parameters and headers
 * the client sends, with the key left to the shell as `$SIDELIGHT_API_KEY`. It is built from the
 * endpoint, the params and the service's address alone: the key is never at hand here.
 */
import type { Endpoint } from './endpoint';
import type { PathStyle } from './path-style';
import { callHeaders, keyHeader, requestUrl } from './request-url';

/** The shell variable the command reads the key from. */
export const keyVariable = 'SIDELIGHT_API_KEY';

/** The shell variable that stands for the address while none is set. */
export const addressVariable = 'SIDELIGHT_API_BASE';

/** Text the shell takes as it is: in single quotes, each quote closed, escaped and reopened. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Text with shell variables left to expand: in double quotes, every other special escaped. */
const expanding = (text: string, variables: readonly string[]) => {
  let escaped = text.replace(/[\\"`$]/g, '\\$&');
  for (const name of variables) escaped = escaped.split(`\\$${name}`).join(`$${name}`);
  return `"${escaped}"`;
};

export function curlCommand(
  endpoint: Endpoint,
  params: Record<string, unknown>,
  { baseUrl, pathStyle }: { baseUrl: string; pathStyle?: PathStyle },
): string {
  // What the client sends: the params after their check, defaults filled in.
  const parsed = endpoint.params.safeParse(params);
  const sent = parsed.success ? (parsed.data as Record<string, unknown>) : params;
  const address = baseUrl.trim() === '' ? `$${addressVariable}` : baseUrl;
  const url = requestUrl(address, endpoint, sent, pathStyle);
  const lines = [
    `curl ${address === baseUrl ? quoted(url) : expanding(url, [addressVariable])}`,
    ...Object.entries(callHeaders).map(([name, value]) => `-H ${quoted(`${name}: ${value}`)}`),
    `-H ${expanding(`${keyHeader}: $${keyVariable}`, [keyVariable])}`,
  ];
  return lines.join(' \\\n  ');
}
