/**
 * The channels that carry news rather than requests (a view's tab port, the page's video, the
 * views' broadcast), each defined once the way `./messages` defines requests: its name and, for
 * each direction, a checker of what travels that way. Senders build their messages and receivers
 * listen through the definition, so both ends share one type, and a receiver passes on only what
 * the checker accepts. Checkers are plain (./checks): content scripts carry this file, and the
 * views' first load carries no zod.
 */
import type { Check, Checked } from './checks';

/** One direction of a channel: what its sender may post and what its receiver passes on. */
export interface Direction<T> {
  check: Check<T>;
  /** The message a sender posts, its shape checked by the compiler. */
  message(message: T): T;
  /**
   * A listener that calls `listener` with a message of this direction (and whatever else the
   * transport passes, like a sender and its answer) and drops anything else.
   */
  receive<Rest extends unknown[], Result>(
    listener: (message: T, ...rest: Rest) => Result,
  ): (message: unknown, ...rest: Rest) => Result | undefined;
}

export type Channel<Name extends string, Checks extends Record<string, Check<unknown>>> = {
  name: Name;
} & { [D in keyof Checks]: Direction<Checked<Checks[D]>> };

/** What one direction of a channel carries. */
export type Carried<D> = D extends Direction<infer T> ? T : never;

const direction = <T>(check: Check<T>): Direction<T> => ({
  check,
  message: (message) => message,
  receive:
    (listener) =>
    (message, ...rest) =>
      check(message) ? listener(message, ...rest) : undefined,
});

export function defineChannel<
  const Name extends string,
  const Checks extends Record<string, Check<unknown>>,
>(name: Name, checks: Checks): Channel<Name, Checks> {
  const directions = Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [key, direction(check)]),
  );
  return { ...directions, name } as Channel<Name, Checks>;
}
