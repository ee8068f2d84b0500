/**
 * The till: calls of several jobs, automatic refreshes and a person's calls, all at once, never
 * pass the daily budget, a job's cap or the cap of automatic refreshes, counting what is in flight.
 */
import { describe, expect, it } from 'vitest';
import { createTill, type JobRun, type TillAsk } from '@/lib/extension/background/till';
import { ledgerEntries, totals } from '@/lib/store/ledger';
import { serviceSuite } from '../support/service-suite';

/** A small seeded generator: the same interleaving on every run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('the till alone', () => {
  it('lets no cap be passed by calls reserved and settled in any order', async () => {
    for (const seed of [1, 7, 42, 1234, 99_999]) {
      const random = seeded(seed);
      const charges: { charged: number; ask: TillAsk }[] = [];
      const sumOf = (which: (ask: TillAsk) => boolean) =>
        charges.filter(({ ask }) => which(ask)).reduce((sum, { charged }) => sum + charged, 0);
      const till = createTill(async () => ({
        today: sumOf(() => true),
        month: sumOf(() => true),
        automatic: sumOf((ask) => ask.automatic !== undefined),
      }));
      const jobs: JobRun[] = [
        { id: 'batch 1', cap: 20, spentBefore: 0 },
        { id: 'load all 2', cap: 15, spentBefore: 6 },
      ];
      const budgets = { daily: 45, monthly: 60 };
      const automatic = { cap: 12, paused: false };
      const held: { ask: TillAsk }[] = [];
      /** Every cap against what was charged and what is held now. */
      const check = () => {
        const inFlight = (which: (ask: TillAsk) => boolean) =>
          held.filter(({ ask }) => which(ask)).reduce((sum, { ask }) => sum + ask.price, 0);
        const all = () => true;
        expect(sumOf(all) + inFlight(all)).toBeLessThanOrEqual(budgets.daily);
        for (const job of jobs)
          expect(
            job.spentBefore + sumOf((ask) => ask.job === job) + inFlight((ask) => ask.job === job),
          ).toBeLessThanOrEqual(job.cap);
        expect(
          sumOf((ask) => ask.automatic !== undefined) +
            inFlight((ask) => ask.automatic !== undefined),
        ).toBeLessThanOrEqual(automatic.cap);
      };
      const ticks = async (count: number) => {
        for (let tick = 0; tick < count; tick += 1) await Promise.resolve();
      };
      const one = async () => {
        const kind = Math.floor(random() * 4);
        const price = 1 + Math.floor(random() * 5);
        const ask: TillAsk = {
          price,
          budgets,
          ...(kind === 1 ? { job: jobs[0] } : kind === 2 ? { job: jobs[1] } : {}),
          ...(kind === 3 ? { automatic } : {}),
        };
        const wait = Math.floor(random() * 20);
        // A call that failed before any answer charges nothing; the rest their price.
        const charged = random() < 0.2 ? 0 : price;
        await ticks(Math.floor(random() * 10));
        const reservation = await till.reserve(ask);
        if (!reservation.ok) return reservation.over;
        const entry = { ask };
        held.push(entry);
        check();
        await ticks(wait);
        await reservation.settle(charged, async () => {
          charges.push({ charged, ask });
          held.splice(held.indexOf(entry), 1);
        });
        check();
        return 'paid';
      };
      const outcomes = await Promise.all(Array.from({ length: 120 }, one));
      // The test asked more than the caps allow: some calls were paid, others refused.
      expect(outcomes).toContain('paid');
      expect(outcomes.filter((outcome) => outcome !== 'paid').length).toBeGreaterThan(0);
      expect(till.reservedCredits()).toBe(0);
      for (const job of jobs)
        expect(till.spentBy(job)).toBe(job.spentBefore + sumOf((ask) => ask.job === job));
    }
  });
});

const suite = serviceSuite();

describe('the till in the API service', () => {
  it('parallel calls of two jobs, automatic refreshes and a person never pass a cap', async () => {
    suite.fake.inject({ delayMs: 40, times: 100 });
    suite.settings.api = { ...suite.settings.api, dailyBudget: 40, automaticCap: 12 };
    const api = suite.service();
    const batch: JobRun = { id: 'batch 1', cap: 12, spentBefore: 0 };
    const loadAll: JobRun = { id: 'load all 1', cap: 10, spentBefore: 2 };
    let made = 0;
    const video = () => {
      made += 1;
      return { id: 'video.video', params: { videoId: `video${String(made).padStart(6, '0')}` } };
    };
    const asks = Array.from({ length: 6 }, () => [
      { group: 'batch', answer: api.call(video(), { job: batch }) },
      { group: 'load all', answer: api.call(video(), { job: loadAll }) },
      { group: 'automatic', answer: api.call({ ...video(), refresh: true }, { automatic: true }) },
      { group: 'person', answer: api.call(video()) },
    ]).flat();
    const charged = new Map<string, number>();
    for (const { group, answer } of asks) {
      const result = await answer;
      charged.set(group, (charged.get(group) ?? 0) + (result.ok ? result.charged : 0));
    }
    // Whichever reserved first, no cap was passed, and the budget was spent to its end.
    expect(charged.get('batch')).toBeLessThanOrEqual(12);
    expect(charged.get('load all')).toBeLessThanOrEqual(10 - 2);
    expect(charged.get('automatic')).toBeLessThanOrEqual(12);
    expect([...charged.values()].reduce((sum, credits) => sum + credits, 0)).toBe(40);
    expect((await totals(suite.db)).today).toBe(40);
    expect(suite.fake.requests.reduce((sum, request) => sum + request.charged, 0)).toBe(40);
    expect(await ledgerEntries(suite.db)).toHaveLength(10);
    expect(api.reservedCredits()).toBe(0);
  });
});
