/**
 * The line under an answer that says where it came from and what it cost: what the call charged,
 * by the one rule, never the price of a request another view had already sent.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Provenance } from '@/components/panel/Provenance';
import type { Loaded } from '@/components/panel/useEndpointCall';
import type { Answer } from '@/lib/extension/shared/answers';

const loaded = (answer: Partial<Answer>): Loaded =>
  ({
    status: 'done',
    pages: 1,
    params: {},
    next: null,
    answer: {
      ok: true,
      data: {},
      warnings: [],
      key: 'video.video {}',
      fetchedAt: Date.now(),
      source: 'network',
      credits: { price: 4 },
      charged: 4,
      ...answer,
    },
  }) as Loaded;

const line = (answer: Partial<Answer>) =>
  renderToString(h(Provenance, { loaded: loaded(answer) })).replace(/<[^>]+>/g, '');

describe('where an answer came from', () => {
  it('a call of its own: what it charged', () => {
    expect(line({})).toBe('Fetched just now: 4 credits');
  });

  it('a call whose gateway failure was asked again: both attempts', () => {
    expect(line({ charged: 8, credits: { price: 4, used: 4 } })).toBe(
      'Fetched just now: 8 credits',
    );
  });

  it('a request another view had already sent: free, and says so', () => {
    expect(line({ charged: 0, shared: true })).toBe(
      'Fetched just now by a call already on its way: free',
    );
  });

  it('the cache: free, with its age', () => {
    expect(line({ source: 'cache', charged: 0, fetchedAt: Date.now() - 5 * 60_000 })).toBe(
      'From the cache, fetched 5 min ago: free',
    );
  });
});
