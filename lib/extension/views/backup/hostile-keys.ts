/**
 * Keys no backup has, refused wherever they are in a file: they could change how objects behave.
 * The file is walked without recursion, so a deep one cannot overflow the stack.
 */

const hostileKeys = new Set(['__proto__', 'constructor']);

/** A key's place in the file. */
interface Place {
  key: string;
  parent?: Place;
}

const pathOf = (place: Place): string[] => {
  const path: string[] = [];
  for (let at: Place | undefined = place; at; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first hostile key found in `file` (the key last), or undefined; pauses (a
 * `yield`) every `stepSize` objects walked.
 */
export function* hostileKeyIn(
  file: object,
  stepSize: number,
): Generator<void, string[] | undefined> {
  const stack: { value: object; place?: Place }[] = [{ value: file }];
  for (let walked = 1; stack.length > 0; walked += 1) {
    const { value, place } = stack.pop() as { value: object; place?: Place };
    for (const key of Object.keys(value)) {
      const here: Place = place ? { key, parent: place } : { key };
      if (hostileKeys.has(key)) return pathOf(here);
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === 'object') stack.push({ value: inner, place: here });
    }
    if (walked % stepSize === 0) yield;
  }
  return undefined;
}
