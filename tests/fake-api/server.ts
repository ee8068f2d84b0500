/**
 * A local fake of the paid service: a real HTTP server on 127.0.0.1 whose routes, params, prices,
 * answers and pages all come from the catalog and the samples. It keeps a credit balance per key,
 * records every request and lets tests inject faults.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod/mini';
import { type PathStyle, pathStyles } from '../../lib/api/path-style';
import type { Area } from '../../lib/platforms';
import type { Fault } from './faults';
import { hostileAnswer } from './hostile';
import { answerFor, requestedPage } from './pages';
import { matchRoute, withOwnFields } from './routes';

/** A 400's text as the service writes it: the API's own parameter names ("Parameter count …"). */
const serviceWords = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .map((issue) =>
      issue.path.length === 0
        ? `${issue.message}.`
        : `Parameter ${issue.path.join('.')} ${issue.message}.`,
    )
    .join(' ');

const testKey = 'sk_test_sidelight_fake';

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The x-api-key header as received. */
  apiKey: string | undefined;
  endpoint?: string;
  status: number;
  /** Credits taken from the balance for it. */
  charged: number;
  /** The caller closed the connection before the answer was complete (a cancel, a timeout). */
  closedByCaller?: boolean;
  /**
   * Milliseconds from the request's arrival to its answer handed to the socket, timed in the
   * handler itself: not to the response's `finish` event, which waits for a turn of this
   * process's event loop (in tests, shared with Playwright) after the bytes are gone.
   */
  handledMs?: number;
  /** Requests being handled when it arrived, itself included: how many calls a client had open. */
  openOnArrival?: number;
}

export interface FakeApiOptions {
  port?: number;
  /** Balances per key (default: the test key with 100 000 credits). */
  keys?: Record<string, number>;
  /** How many pages every list has (default 3). */
  pageCount?: number;
  /**
   * How many items at the end of each page come again at the start of the next, as a list that
   * shifts while it is read sends them (default none).
   */
  repeatedItems?: number;
  /** Added wait per area in ms, or the spec's typical durations scaled by `latencyScale`. */
  latency?: 'realistic' | Partial<Record<Area, number>>;
  latencyScale?: number;
  /**
   * How it spells paths and field names (see lib/api/path-style.ts): the contract's (the
   * default), the platforms' (`/youtube/…`, `subreddit`) as the real service does, or both.
   */
  pathStyle?: PathStyle | 'both';
}

export interface FakeApi {
  url: string;
  key: string;
  requests: RecordedRequest[];
  inject(fault: Fault): void;
  /** Drop the faults not yet used up. */
  clearFaults(): void;
  balance(key?: string): number | undefined;
  setBalance(key: string, credits: number): void;
  /** Lets every answer held by a `hold` fault go on its way. */
  release(): void;
  /** How many answers `hold` faults keep back now: a test releases them once they are there. */
  holding(): number;
  /** Forget requests and faults; restore the starting balances. */
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startFakeApi = async (options: FakeApiOptions = {}): Promise<FakeApi> => {
  const startingKeys = options.keys ?? { [testKey]: 100_000 };
  const pageCount = options.pageCount ?? 3;
  const speaks: readonly PathStyle[] =
    options.pathStyle === 'both' ? pathStyles : [options.pathStyle ?? 'contract'];
  let balances = new Map(Object.entries(startingKeys));
  let pending: Fault[] = [];
  const requests: RecordedRequest[] = [];
  let open = 0;
  let held: (() => void)[] = [];
  const release = () => {
    for (const answer of held) answer();
    held = [];
  };

  const takeFault = (endpointId: string | undefined): Fault | undefined => {
    const index = pending.findIndex(
      (fault) =>
        fault.endpoint === undefined ||
        fault.endpoint === endpointId ||
        endpointId?.startsWith(`${fault.endpoint}.`),
    );
    const fault = pending[index];
    if (!fault) return undefined;
    const times = (fault.times ?? 1) - 1;
    if (times <= 0) pending.splice(index, 1);
    else pending[index] = { ...fault, times };
    return fault;
  };

  const latencyOf = (area: Area, typical?: readonly [number, number]): number => {
    if (options.latency === 'realistic') {
      const [low, high] = typical ?? [1, 3];
      return ((low + high) / 2) * 1000 * (options.latencyScale ?? 1);
    }
    return options.latency?.[area] ?? 0;
  };

  const reset = () => {
    release();
    requests.length = 0;
    pending = [];
    balances = new Map(Object.entries(startingKeys));
  };

  /** `/__fake/...`: the same controls over HTTP, for a fake started with `npm run fake-api`. */
  const control = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const input = (body === '' ? {} : JSON.parse(body)) as Record<string, unknown>;
    const answer = (status: number, value: unknown = {}) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (path === '/__fake/requests' && request.method === 'GET') return answer(200, requests);
    if (request.method !== 'POST') return answer(405, { error: 'POST a JSON body' });
    if (path === '/__fake/faults') pending.push(input as Fault);
    else if (path === '/__fake/release') release();
    else if (path === '/__fake/reset') reset();
    else if (path === '/__fake/balance') balances.set(String(input.key), Number(input.credits));
    else return answer(404, { error: 'Controls: faults, release, reset, balance, requests' });
    answer(200, { ok: true });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/__fake/')) return control(request, response, url.pathname);
    const query = Object.fromEntries(url.searchParams);
    const header = request.headers['x-api-key'];
    const apiKey = Array.isArray(header) ? header[0] : header;
    const route = matchRoute(url.pathname, speaks);
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      apiKey,
      ...(route ? { endpoint: route.endpoint.id } : {}),
      status: 0,
      charged: 0,
    };
    requests.push(record);
    open += 1;
    record.openOnArrival = open;
    response.on('close', () => {
      open -= 1;
    });
    const arrived = process.hrtime.bigint();
    const handled = () => {
      record.handledMs = Number(process.hrtime.bigint() - arrived) / 1e6;
    };
    response.on('close', () => {
      if (!response.writableFinished) record.closedByCaller = true;
    });

    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        ...headers,
      });
      response.end(text);
      handled();
    };

    if (request.method !== 'GET')
      return send(405, { success: false, error: 'Only GET is supported' });
    if (!route) return send(404, { success: false, error: `No endpoint at ${url.pathname}` });
    if (apiKey === undefined || !balances.has(apiKey)) {
      return send(401, { success: false, error: 'Missing or invalid API key' });
    }
    const { endpoint, pathParams } = route;
    const parsed = endpoint.params.safeParse({ ...query, ...pathParams });
    if (!parsed.success) {
      return send(400, {
        success: false,
        error: serviceWords(parsed.error.issues),
      });
    }
    const page = requestedPage(endpoint, parsed.data);
    if (typeof page === 'string') return send(400, { success: false, error: page });

    const fault = takeFault(endpoint.id);
    const wait = (fault?.delayMs ?? 0) + latencyOf(endpoint.area, endpoint.timing.typicalSeconds);
    if (wait > 0) await sleep(wait);
    if (fault?.hold) await new Promise<void>((resolve) => held.push(resolve));
    if (fault?.drop === 'beforeResponse') {
      record.status = -1;
      request.socket.destroy();
      return;
    }
    if (fault?.respond)
      return send(fault.respond.status, fault.respond.body ?? '', fault.respond.headers);

    const price = endpoint.credits(parsed.data);
    const balance = balances.get(apiKey) ?? 0;
    if (balance < price) {
      return send(
        429,
        {
          success: false,
          error: `Insufficient credits: this call costs ${price}, the balance is ${balance}`,
        },
        { 'x-credit-remaining': String(balance) },
      );
    }
    // Charged once the scrape is done, whether or not the caller is still there to read it.
    balances.set(apiKey, balance - price);
    record.charged = price;
    const neutral = answerFor(endpoint, parsed.data, page, {
      pageCount,
      repeated: options.repeatedItems ?? 0,
    });
    // Field names follow the path: a request in platform names gets the platforms' fields.
    const answer = matchRoute(url.pathname, ['contract']) ? neutral : withOwnFields(neutral);
    const resource = fault?.hostile ? hostileAnswer(endpoint.id, answer) : answer;
    const body = JSON.stringify(
      fault?.envelope ? { success: true, data: resource, queued: false } : resource,
    );
    const headers = {
      'x-credit-used': String(price),
      'x-credit-remaining': String(balance - price),
    };
    if (fault?.drop === 'afterHeaders' || fault?.stall) {
      record.status = 200;
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      response.write(body.slice(0, Math.floor(body.length / 2)));
      if (fault.drop) setTimeout(() => request.socket.destroy(), 10);
      return;
    }
    send(200, fault?.truncate ? body.slice(0, Math.floor(body.length / 2)) : body, headers);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: false, error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    key: Object.keys(startingKeys)[0] ?? testKey,
    requests,
    inject: (fault) => {
      pending.push(fault);
    },
    clearFaults: () => {
      pending = [];
    },
    balance: (key = Object.keys(startingKeys)[0] ?? testKey) => balances.get(key),
    setBalance: (key, credits) => {
      balances.set(key, credits);
    },
    release,
    holding: () => held.length,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        release();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
