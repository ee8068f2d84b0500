/**
 * A fetch whose request reaches the service (which charges it) but whose answer never comes: the
 * caller sees a timeout at once, as it would after waiting the endpoint's whole timeout.
 */
export const timingOut: typeof fetch = async (input, init) => {
  await (await fetch(input, init)).text();
  throw Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
};
