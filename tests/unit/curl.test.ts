/**
 * Copy as curl, generated from the catalog: for every endpoint's example, in both path styles, the
 * command names the very address and headers the client sends (caught at its fetch), with the key
 * as $SIDELIGHT_API_KEY and never its value; quoted so the shell runs what was asked, nothing more.
 */
import { describe, expect, it } from 'vitest';
import { addressVariable, curlCommand, keyVariable } from '@/lib/api/curl';
import { type PathStyle, pathStyles } from '@/lib/api/path-style';
import { endpointById, endpoints } from '@/lib/areas';
import { createClient } from '@/lib/areas/client';
import { sampleOf } from '@/lib/areas/samples';

const key = 'sk-live-9f8e7d6c5b4a3210';
const baseUrl = 'https://api.example.com/v1';

/** What the client puts on the wire for a call: its address and headers, caught at its fetch. */
async function sent(id: string, params: Record<string, unknown>, pathStyle: PathStyle) {
  let request: Request | undefined;
  const client = createClient({
    baseUrl,
    apiKey: key,
    pathStyle,
    fetch: async (input, init) => {
      request = new Request(input, init);
      return new Response(JSON.stringify(sampleOf(id)), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const result = await client.callUnchecked(id, params);
  if (!result.ok || !request) throw new Error(`${id} was not sent`);
  return { url: request.url, headers: [...request.headers.entries()] };
}

/** A command's words as the shell reads them: quotes taken away, `$NAME` left as written. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: "'" | '"' | null = null;
  let started = false;
  for (let at = 0; at < command.length; at += 1) {
    const char = command[at] as string;
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === '\\' && /["\\$`]/.test(command[at + 1] ?? '')) {
        at += 1;
        word += command[at];
      } else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      started = true;
    } else if (char === '\\') {
      // A backslash takes the next character as it is; before a line break it joins the lines.
      at += 1;
      if (command[at] !== '\n') {
        word += command[at] ?? '';
        started = true;
      }
    } else if (/\s/.test(char)) {
      if (started || word !== '') words.push(word);
      word = '';
      started = false;
    } else word += char;
  }
  if (started || word !== '') words.push(word);
  return words;
}

describe.each(
  endpoints.flatMap((endpoint) => pathStyles.map((style) => [endpoint.id, style] as const)),
)('Copy as curl of %s (%s paths)', (id, pathStyle) => {
  const endpoint = endpointById(id);
  const params = endpoint.example as Record<string, unknown>;
  const command = curlCommand(endpoint, params, { baseUrl, pathStyle });

  it('names the address and the headers the client sends, the key as a shell variable', async () => {
    const wire = await sent(id, params, pathStyle);
    const words = shellWords(command);
    expect(words.slice(0, 2)).toEqual(['curl', wire.url]);
    const headers = words
      .slice(2)
      .filter((_, index) => index % 2 === 1)
      .map((header) => header.split(': '));
    expect(words.slice(2).filter((_, index) => index % 2 === 0)).toEqual(headers.map(() => '-H'));
    expect(headers).toEqual(
      wire.headers.map(([name, value]) => [name, value === key ? `$${keyVariable}` : value]),
    );
  });

  it('never holds the key itself', () => {
    expect(command).not.toContain(key);
    expect(command).toContain(`"x-api-key: $${keyVariable}"`);
  });
});

describe('Copy as curl quoting', () => {
  it('quotes what the shell would read otherwise, so it runs the call as asked', () => {
    const endpoint = endpointById('video.video');
    const command = curlCommand(endpoint, { videoId: "it's $(rm -rf ~)" }, { baseUrl });
    expect(shellWords(command)[1]).toBe(
      `${baseUrl}/video/videos/${encodeURIComponent("it's $(rm -rf ~)")}`,
    );
    expect(command.split('\n')[0]).toBe(
      `curl '${baseUrl}/video/videos/it'\\''s%20%24(rm%20-rf%20~)' \\`,
    );
  });

  it('leaves the address to the shell too while none is set', () => {
    const endpoint = endpointById('forum.search');
    const command = curlCommand(endpoint, { q: 'mechanical keyboard' }, { baseUrl: '' });
    expect(command.split('\n')[0]).toBe(
      `curl "$${addressVariable}/forum/posts/search?q=mechanical+keyboard&sort=relevance&t=all&count=25" \\`,
    );
  });
});
