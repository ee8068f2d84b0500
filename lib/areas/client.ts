/**
 * The client typed by the catalog: `call` knows each endpoint's params and answer. The machinery
 * (ky, retries, errors, path styles) is lib/api/client.ts; this is where it meets the records.
 */
import {
  type ApiResult,
  type CallOptions,
  type ClientOptions,
  createRecordClient,
  type RecordClient,
} from '../api/client';
import {
  type EndpointId,
  endpointById,
  isEndpointId,
  type ParamsInput,
  type ResponseOf,
} from './index';

export interface Client extends RecordClient {
  call<I extends EndpointId>(
    id: I,
    params: ParamsInput<I>,
    options?: CallOptions,
  ): Promise<ApiResult<ResponseOf<I>>>;
}

const catalogEndpoint = (id: string) => (isEndpointId(id) ? endpointById(id) : undefined);

export const createClient = (options: ClientOptions): Client => {
  const { callUnchecked } = createRecordClient(options, catalogEndpoint);
  return {
    call: <I extends EndpointId>(id: I, params: ParamsInput<I>, callOptions?: CallOptions) =>
      callUnchecked(id, params as Record<string, unknown>, callOptions) as Promise<
        ApiResult<ResponseOf<I>>
      >,
    callUnchecked,
  };
};
