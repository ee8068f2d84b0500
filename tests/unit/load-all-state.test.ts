/**
 * The Load all job a result holds (useLoadAll): found by the list's first page, every item of
 * its pages in order, forgotten when the first page is fetched again after it, started with the
 * cap the user chose, and the background's refusal or silence said; and the spend cap field
 * Load all and a batch share: the offered cap until the user types another, checked as typed.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@/components/panel/useEndpointCall';
import { type LoadAllState, useLoadAll } from '@/components/panel/useLoadAll';
import { SpendCapField, type SpendCapState, useSpendCap } from '@/components/SpendCap';
import { endpointById } from '@/lib/areas';
import type { JobPage, LoadAllJob } from '@/lib/store/db';
import { withDocument } from '../support/document';

const asked: { type: string; data: unknown }[] = [];
const replies: Record<string, unknown> = {};
let pages: JobPage[] = [];

vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string, data: unknown) => {
    asked.push({ type, data });
    return type in replies ? { ok: true, reply: replies[type] } : { ok: false };
  },
}));
vi.mock('@/lib/extension/views/api-calls', () => ({
  readJobPages: async (_jobId: number, from: number) => pages.slice(from),
}));

const { root } = withDocument();
const endpoint = endpointById('video.comments');
const params = { videoId: 'dQw4w9WgXcQ' };

const job = (over: Partial<LoadAllJob> = {}): LoadAllJob => ({
  id: 7,
  endpointId: endpoint.id,
  params,
  key: 'k',
  cap: 20,
  running: false,
  next: null,
  pages: 2,
  items: 3,
  spent: 4,
  startedAt: 1_000,
  updatedAt: 2_000,
  ...over,
});

const page = (index: number, comments: string[]): JobPage => ({
  jobId: 7,
  index,
  params,
  data: { comments },
  warnings: [],
  fetchedAt: 1_500,
  source: 'network',
  credits: 2,
  items: comments.length,
});

const loaded = (fetchedAt: number) =>
  ({
    status: 'done',
    answer: { fetchedAt },
    pages: 1,
    params,
    next: null,
    items: [],
  }) as unknown as Loaded;

let state: LoadAllState | undefined;
function Probe({ first }: { first: Loaded }) {
  state = useLoadAll(endpoint, first, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  return null;
}

const show = async (first: Loaded) => {
  render(h(Probe, { first }), root());
  await vi.waitFor(() => expect(asked.some((each) => each.type === 'findJob')).toBe(true));
  // One turn of the event loop, not a time: the view renders what its answers set.
  await new Promise((done) => setTimeout(done, 0));
};

beforeEach(() => {
  asked.length = 0;
  for (const key of Object.keys(replies)) delete replies[key];
  pages = [page(0, ['first', 'second']), page(1, ['third'])];
  state = undefined;
});

describe('useLoadAll', () => {
  it("finds the list's job by its first page and shows every item of its pages in order", async () => {
    replies.findJob = job();
    await show(loaded(1_000));
    expect(asked[0]).toEqual({ type: 'findJob', data: { id: 'video.comments', params } });
    expect(state?.job?.id).toBe(7);
    expect(state?.items).toEqual(['first', 'second', 'third']);
    expect(state?.firstPageAskedAgain).toBe(2);
  });

  it('forgets a job that ended before the first page was fetched again: that is a new list', async () => {
    replies.findJob = job({ updatedAt: 2_000 });
    await show(loaded(3_000));
    expect(state?.job).toBeNull();
    expect(state?.items).toBeUndefined();
  });

  it('starts with the cap chosen and the page it is for, and shows the job the background began', async () => {
    replies.findJob = null;
    await show(loaded(1_000));
    expect(state?.job).toBeNull();
    replies.loadAll = { ok: true, job: job({ running: true, pages: 1, items: 2 }) };
    pages = [page(0, ['first', 'second'])];
    await state?.start(30);
    await vi.waitFor(() => expect(state?.items).toEqual(['first', 'second']));
    expect(asked.find((each) => each.type === 'loadAll')?.data).toEqual({
      id: 'video.comments',
      params,
      cap: 30,
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(state?.job?.running).toBe(true);
  });

  it("says the background's refusal in its words, and when it did not answer", async () => {
    replies.findJob = null;
    await show(loaded(1_000));
    replies.loadAll = { ok: false, message: 'The budget for today is spent.' };
    await state?.start(30);
    await vi.waitFor(() => expect(state?.problem).toBe('The budget for today is spent.'));
    delete replies.loadAll;
    await state?.start(30);
    await vi.waitFor(() => expect(state?.problem).toBe('unanswered'));
  });
});

describe('the spend cap', () => {
  let cap: SpendCapState | undefined;
  function Field({ offered }: { offered: number }) {
    cap = useSpendCap(offered);
    return h(SpendCapField, { id: 'cap', offered, cap });
  }
  const input = () => root().querySelector('input') as HTMLInputElement;
  const type = async (value: string) => {
    input().value = value;
    input().dispatchEvent(
      new (input().ownerDocument.defaultView as unknown as typeof window).Event('input'),
    );
    // One turn of the event loop, not a time: the view renders what its answers set.
    await new Promise((done) => setTimeout(done, 0));
  };

  it('offers a cap, follows the offer until the user types, then keeps what was typed', async () => {
    render(h(Field, { offered: 12 }), root());
    expect(root().querySelector('label')?.textContent).toBe('Spend at most (credits)');
    expect([input().value, cap?.cap, cap?.valid]).toEqual(['12', 12, true]);
    render(h(Field, { offered: 8 }), root());
    expect([input().value, cap?.cap]).toEqual(['8', 8]);
    await type('5');
    render(h(Field, { offered: 40 }), root());
    expect([cap?.cap, cap?.valid]).toEqual([5, true]);
  });

  it('takes only a whole number of credits, zero or more', async () => {
    render(h(Field, { offered: 12 }), root());
    for (const [typed, valid] of [
      ['-1', false],
      ['2.5', false],
      ['0', true],
      ['300', true],
    ] as const) {
      await type(typed);
      expect([typed, cap?.valid]).toEqual([typed, valid]);
    }
  });
});
