/**
 * Counts in words and what a call charged, said one way everywhere: singular for one ("1 credit",
 * never "1 credits"), the number grouped, and a call's charge the service's own figure when it
 * gave one.
 */
import { describe, expect, it } from 'vitest';
import { charged } from '@/lib/api/credits';
import { counted, credits } from '@/lib/words';

describe('a count in words', () => {
  it.each([
    [0, 'credits'],
    [1, 'credit'],
    [2, 'credits'],
    [1234, 'credits'],
  ])('%d is said with “%s”', (value, noun) => {
    expect(credits(value)).toBe(`${value.toLocaleString()} ${noun}`);
  });

  it('takes a plural of its own where adding an s is wrong', () => {
    expect(counted(1, 'entry', 'entries')).toBe('1 entry');
    expect(counted(2, 'entry', 'entries')).toBe('2 entries');
    expect(counted(1, 'failed page')).toBe('1 failed page');
    expect(counted(1500, 'row')).toBe(`${(1500).toLocaleString()} rows`);
  });
});

describe('what a call charged', () => {
  it('is what the service said it charged, else the price', () => {
    expect(charged({ price: 3, used: 1 })).toBe(1);
    expect(charged({ price: 3, used: 0 })).toBe(0);
    expect(charged({ price: 3 })).toBe(3);
  });

  it('reads as one credit, not “1 credits”', () => {
    expect(credits(charged({ price: 1 }))).toBe('1 credit');
  });
});
