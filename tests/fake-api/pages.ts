/**
 * The fake's answers: the endpoint's sample, shaped by the request. Lists page for real: every
 * pagination style leads through `pageCount` distinct, deterministic pages to an end.
 */
import type { Endpoint } from '../../lib/api/endpoint';
import { valueAt } from '../../lib/api/pagination';
import { sampleOf } from '../../lib/api/samples';

type Json = Record<string, unknown>;

export const pageToken = (page: number) => Buffer.from(`page:${page}`).toString('base64url');

/** The page a token stands for, or undefined for a token this fake never handed out. */
export const pageOfToken = (token: string): number | undefined => {
  const match = /^page:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
};

const clone = <T>(value: T): T => structuredClone(value);

const setAt = (data: unknown, path: string, value: unknown) => {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.length === 0 ? data : valueAt(data, keys.join('.'));
  if (parent !== null && typeof parent === 'object') (parent as Json)[last] = value;
};

// The first of these an item has is what makes it distinct on later pages.
const identityKeys = [
  'id',
  'postId',
  'replyId',
  'businessUnitId',
  'productId',
  'shortcode',
  'code',
  'slug',
  'link',
  'authorId',
  'username',
  'name',
];

const onPage = (item: unknown, page: number, index: number, perPage: number): unknown => {
  if (page === 1 || item === null || typeof item !== 'object') return item;
  const copy = clone(item) as Json;
  const key = identityKeys.find((candidate) => typeof copy[candidate] === 'string');
  if (key) copy[key] = `${copy[key]}-p${page}`;
  if (typeof copy.position === 'number') copy.position = (page - 1) * perPage + index + 1;
  return copy;
};

/** Which page a request asks for, or an error text for a token the fake never gave out. */
export const requestedPage = (endpoint: Endpoint, params: Json): number | string => {
  const { pagination } = endpoint;
  if (!pagination) return 1;
  const value = params[pagination.param];
  if (value === undefined) return 1;
  switch (pagination.style) {
    case 'token':
      return (
        pageOfToken(String(value)) ??
        `Invalid ${pagination.param}: not a token from a previous page`
      );
    case 'offset':
      return Math.floor(Number(value) / Math.max(1, Number(params[pagination.size]))) + 1;
    case 'page':
      return Number(value);
  }
};

/** The body for a valid request: the sample, with ids echoed, the count honoured and paging. */
export const answerFor = (
  endpoint: Endpoint,
  params: Json,
  page: number,
  pageCount: number,
): unknown => {
  const body = clone(sampleOf(endpoint.id)) as unknown;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const resource = body as Json;
  // The resource is about what was asked for.
  for (const name of endpoint.pathParams) {
    if (typeof resource[name] === 'string') resource[name] = params[name];
  }
  if (endpoint.id === 'microblog.posts') shapeBatch(resource, String(params.ids));
  const { pagination } = endpoint;
  const listPath = pagination?.items ?? listField(resource);
  const items = listPath === undefined ? undefined : valueAt(resource, listPath);
  if (!Array.isArray(items) || listPath === undefined) return resource;

  const count = typeof params.count === 'number' ? params.count : items.length;
  const perPage = Math.min(count, items.length);
  const last = page >= pageCount;
  const beyond = page > pageCount;
  setAt(
    resource,
    listPath,
    beyond ? [] : items.slice(0, perPage).map((item, index) => onPage(item, page, index, perPage)),
  );
  if (!pagination) return resource;
  switch (pagination.style) {
    case 'token':
      setAt(resource, pagination.next, last ? endOfList(pagination.next) : pageToken(page + 1));
      break;
    case 'offset':
      break;
    case 'page':
      if (pagination.totalPages) setAt(resource, pagination.totalPages, pageCount);
      if (valueAt(resource, 'pagination.currentPage') !== undefined)
        setAt(resource, 'pagination.currentPage', page);
      break;
  }
  if ('hasMore' in pagination && pagination.hasMore) setAt(resource, pagination.hasMore, !last);
  return resource;
};

/** Forum and video tokens end as null, as those platforms write it; the others as ''. */
const endOfList = (field: string) => (field === 'after' || field === 'nextPageToken' ? null : '');

const listField = (resource: Json): string | undefined =>
  Object.keys(resource).find((key) => Array.isArray(resource[key]));

/** A batch lookup answers one post per id asked for. */
const shapeBatch = (resource: Json, ids: string) => {
  const posts = resource.posts as Json[];
  resource.posts = ids.split(',').map((id, index) => ({
    ...clone(posts[index % posts.length]),
    ...(/^\d+$/.test(id) ? { id } : { code: id }),
  }));
};
