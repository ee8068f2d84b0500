/**
 * The address a call goes to, apart from the client, so a view can name it (Copy as curl)
 * without loading the network code.
 */
import type { Endpoint } from './endpoint';
import { type PathStyle, pathIn } from './path-style';

/** The request URL: path placeholders encoded into the path, every other param in the query. */
export const requestUrl = (
  baseUrl: string,
  endpoint: Endpoint,
  params: Record<string, unknown>,
  style: PathStyle = 'contract',
): string => {
  const path = pathIn(style, endpoint.path).replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || endpoint.pathParams.includes(name)) continue;
    query.append(name, String(value));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
};

/** Headers every call sends, the key's aside. */
export const callHeaders = { accept: 'application/json' } as const;

/** The header that carries the key. */
export const keyHeader = 'x-api-key';
