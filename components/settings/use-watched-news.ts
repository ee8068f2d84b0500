import { useEffect, useRef, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import type { Change } from '@/lib/extension/shared/watch-moves';
import { sendMessage } from '@/lib/extension/views/send-message';

/** How often, at most, Watched reads its news while a run's results come in (ms). */
const newsEvery = 500;

export interface WatchedNews {
  changes: Change[];
  automaticSpent: number;
  /** Each watched thing's last look, by its key. */
  newestAt: Record<string, number>;
}

/**
 * What moved, what automatic refreshes spent, and each thing's last look, in one message: read
 * again as results come in and as what is watched changes; `read` after a write of this page.
 */
export function useWatchedNews(things: readonly WatchedThing[] | undefined) {
  const [news, setNews] = useState<WatchedNews | undefined>();
  /** The latest read asked: an older answer arriving after it is dropped. */
  const reading = useRef(0);
  const read = () => {
    const asked = ++reading.current;
    void sendMessage('watchedChanges', undefined).then((sent) => {
      if (sent.ok && asked === reading.current) setNews(sent.reply);
    });
  };
  // A batch's results and an automatic run's end come as a burst of word: read at most twice a
  // second, and once after the last.
  useKept(['history', 'watched'], read, newsEvery);
  // What is watched changed (a star, Stop watching, a restore): its things' last looks too.
  useEffect(() => {
    if (things) read();
  }, [things]);
  return { news, read };
}

/** Whether demo data answers, following the key and the box as stored, whichever page saves them. */
export function useDemoOn() {
  const [demo, setDemo] = useState(false);
  const read = () =>
    void sendMessage('setupState', undefined).then((sent) => {
      if (sent.ok) setDemo(sent.reply.demo);
    });
  useEffect(read, []);
  useKept('settings', read);
  return demo;
}
