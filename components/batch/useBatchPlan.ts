import { useEffect, useMemo, useState } from 'preact/hooks';
import { readLines } from '@/lib/areas/batch-lines';
import { sendMessage } from '@/lib/extension/views/send-message';
import { useKept } from '../useKept';
import {
  type Choice,
  choiceOf,
  type Group,
  groupsOf,
  pairKey,
  planLines,
  totalOf,
} from './batch-plan';

/** What the cache or demo data answers for free, by (line, endpoint) pair, for the requests asked. */
type Free = Map<string, 'cache' | 'demo'>;

/**
 * A batch as typed: its pages and refused lines, what to fetch of each kind, each line's request
 * and price, and what the whole costs once the background has said which lines are free.
 */
export function useBatchPlan(text: string) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [answered, setAnswered] = useState<{ asked: string; free: Free } | null>(null);
  const { pages, refused } = useMemo(() => readLines(text), [text]);
  const groups = useMemo(() => groupsOf(pages), [pages]);
  const lines = useMemo(() => planLines(groups, choices), [groups, choices]);
  const sendable = lines.filter((line) => line.price !== undefined);
  const unsendable = lines.filter((line) => line.price === undefined);

  /**
   * Bumped when what a price is computed from changes (the cache kept or cleared, the key, the
   * address, demo data): the lines are priced again, and no price shows until they are.
   */
  const [facts, setFacts] = useState(0);
  useKept('cache', () => setFacts((count) => count + 1));
  useKept('settings', () => setFacts((count) => count + 1));
  const asked = JSON.stringify([
    facts,
    sendable.map((line) => [line.page.line, line.request.id, line.request.params]),
  ]);

  // What the cache answers for free, asked of the background as it would answer the calls.
  // Asked once typing pauses: a thousand lines are a thousand questions, not one per keystroke.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all(
        sendable.map((line) =>
          sendMessage('costNow', { id: line.request.id, params: line.request.params }).then(
            (sent) =>
              [pairKey(line.page.line, line.request.id), sent.ok ? sent.reply.free : null] as const,
          ),
        ),
      ).then((answers) => {
        const found = answers.filter(
          (answer): answer is readonly [string, 'cache' | 'demo'] =>
            answer[1] === 'cache' || answer[1] === 'demo',
        );
        if (current) setAnswered({ asked, free: new Map(found) });
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked]);

  // Until the background has priced these very requests, there is no price and Run waits.
  const free = answered?.asked === asked ? answered.free : undefined;
  return {
    pages,
    refused,
    groups,
    lines,
    sendable,
    unsendable,
    free,
    /** While pricing, every line at its price. */
    total: totalOf(sendable, free ?? new Map()),
    demo: free !== undefined && [...free.values()].includes('demo'),
    choiceOf: (group: Group) => choiceOf(group, choices),
    choose: (group: Group, choice: Choice) =>
      setChoices((chosen) => ({ ...chosen, [group.key]: choice })),
  };
}
