/**
 * The channels that carry news rather than requests (a view's tab port, the page's video, the
 * views' broadcast), each defined once the way `./messages` defines requests: its name and, for
 * each direction, a checker of what travels that way. Senders build their messages and receivers
 * listen through the definition, so both ends share one type, and a receiver passes on only what
 * the checker accepts. No zod here: content scripts carry this file (a checker may be a zod
 * schema's, see `conforms`, where neither end is a content script).
 */
import type { z } from 'zod/mini';

/** Whether a message has one direction's shape. */
export type Check<T> = (message: unknown) => message is T;

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

type Checked<C> = C extends Check<infer T> ? T : never;

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

/** A direction's checker from a zod schema: the message as sent, if the schema accepts it. */
export const conforms =
  <S extends z.ZodMiniType>(schema: S): Check<z.output<S>> =>
  (message): message is z.output<S> =>
    schema.safeParse(message).success;
