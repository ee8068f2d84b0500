/** "Test the key": which of the two path spellings, if either, the address answers in. */

import type { PathStyle } from '../../api/path-style';
import { keyProbe } from '../../areas';
import type { ServiceResult } from '../shared/answers';
import type { CallRequest } from '../shared/messages';
import type { CallHow } from './service-call';

export interface KeyTestReply {
  result: ServiceResult;
  /** How the address spells its paths, when one of the two styles answered. */
  style?: PathStyle;
}

/**
 * The cheapest call (it needs no id, so a 404 means the path does not exist) in the contract's
 * spelling, then, on a 404, in the platforms'. The style that answered, if any.
 */
export async function testKey(
  call: (request: CallRequest & { byKey?: false }, how: CallHow) => Promise<ServiceResult>,
): Promise<KeyTestReply> {
  const request = { id: keyProbe, params: {}, refresh: true } as const;
  const contract = await call(request, { style: 'contract', keyTest: true });
  if (contract.ok)
    return { result: contract, ...(contract.source === 'demo' ? {} : { style: 'contract' }) };
  if (contract.error.kind !== 'notFound') return { result: contract };
  const platform = await call(request, { style: 'platform', keyTest: true });
  if (platform.ok) return { result: platform, style: 'platform' };
  return { result: platform.error.kind === 'notFound' ? contract : platform };
}
