import { flat } from '../../api/credits';
import { endpointsOf, type Pagination } from '../../api/endpoint';
import { offset, size, text } from '../../api/params';
import { z } from '../../zod';
import { professionalSchemas } from './schemas';

const endpoint = endpointsOf('professional');

/** A company's vanity name (`acme`) or numeric id. */
const companyId = () => text();

const byOffset = (items: string): Pagination => ({
  style: 'offset',
  param: 'offset',
  size: 'count',
  hasMore: 'hasMore',
  items,
  total: 'totalCount',
});

export const professionalEndpoints = [
  endpoint({
    name: 'searchCompanies',
    label: 'Search companies',
    summary: 'Companies matching a query (up to 20).',
    pages: ['companySearch'],
    path: '/professional/companies/search',
    params: () => z.strictObject({ q: text(), count: size(10, 20) }),
    example: { q: 'robotics' },
    response: () => professionalSchemas().companySearch,
    itemKey: 'vanityName',
    credits: flat(3),
  }),
  endpoint({
    name: 'company',
    label: 'Company',
    summary: 'The company: description, size, headquarters, website and employee count.',
    pages: ['company'],
    path: '/professional/companies/:companyId',
    params: () => z.strictObject({ companyId: companyId() }),
    example: { companyId: 'microsoft' },
    response: () => professionalSchemas().company,
    credits: flat(4),
  }),
  endpoint({
    name: 'companyJobs',
    label: 'Jobs',
    summary: 'Open jobs at the company (up to 100 a page).',
    pages: ['company'],
    path: '/professional/companies/:companyId/jobs',
    params: () =>
      z.strictObject({
        companyId: text().check(z.regex(/^\d+$/, "must be the company's numeric id")),
        count: size(25, 100),
        offset: offset(),
      }),
    example: { companyId: '1035' },
    response: () => professionalSchemas().jobList,
    itemKey: 'id',
    credits: flat(2),
    pagination: byOffset('jobs'),
    // The URL shows the vanity name; only this endpoint insists on the number, which the content
    // script reads from the company page, else the company endpoint's answer carries it.
    fromPage: { companyId: 'companyNumericId' },
    fromResponse: { companyId: { endpoint: 'professional.company', field: 'id' } },
  }),
  endpoint({
    name: 'companyPosts',
    label: 'Posts',
    summary: "The company's recent posts (up to 50).",
    pages: ['company'],
    path: '/professional/companies/:companyId/posts',
    params: () => z.strictObject({ companyId: companyId(), count: size(20, 50) }),
    example: { companyId: 'microsoft' },
    response: () => professionalSchemas().feedPosts,
    itemKey: 'id',
    credits: flat(3),
  }),
  endpoint({
    name: 'companyEmployees',
    label: 'Employees',
    summary: 'People who work at the company (up to 100).',
    pages: ['company'],
    path: '/professional/companies/:companyId/employees',
    params: () => z.strictObject({ companyId: companyId(), count: size(25, 100) }),
    example: { companyId: 'microsoft' },
    response: () => professionalSchemas().employees,
    itemKey: 'username',
    credits: flat(3),
  }),
  endpoint({
    name: 'searchJobs',
    label: 'Search jobs',
    summary: 'Jobs matching a query, optionally in a location (up to 100 a page).',
    pages: ['jobSearch'],
    path: '/professional/jobs/search',
    params: () =>
      z.strictObject({
        q: text(),
        location: z.optional(text()),
        count: size(25, 100),
        offset: offset(),
      }),
    example: { q: 'data engineer', location: 'Berlin' },
    response: () => professionalSchemas().jobList,
    itemKey: 'id',
    credits: flat(2),
    pagination: byOffset('jobs'),
  }),
  endpoint({
    name: 'job',
    label: 'Job',
    summary: 'The job in full: description, employment type and level.',
    pages: ['job'],
    path: '/professional/jobs/:jobId',
    params: () => z.strictObject({ jobId: text() }),
    example: { jobId: '4012345678' },
    response: () => professionalSchemas().job,
    credits: flat(2),
  }),
  endpoint({
    name: 'post',
    label: 'Post',
    summary: 'The post with its author and counts (some posts cannot be fetched).',
    pages: ['post'],
    path: '/professional/posts/:postId',
    params: () => z.strictObject({ postId: text() }),
    example: { postId: '7260000000000000000' },
    response: () => professionalSchemas().post,
    credits: flat(4),
  }),
  endpoint({
    name: 'searchUsers',
    label: 'Search people',
    summary: 'People matching a query (up to 100 a page).',
    pages: ['userSearch'],
    path: '/professional/users/search',
    params: () => z.strictObject({ q: text(), count: size(25, 100), offset: offset() }),
    example: { q: 'product designer' },
    response: () => professionalSchemas().userSearch,
    itemKey: 'username',
    credits: flat(3),
    pagination: byOffset('users'),
  }),
  endpoint({
    name: 'userPosts',
    label: 'Posts',
    summary: "The person's recent posts (up to 50).",
    pages: ['user'],
    path: '/professional/users/:username/posts',
    params: () => z.strictObject({ username: text(), count: size(20, 50) }),
    example: { username: 'satyanadella' },
    response: () => professionalSchemas().feedPosts,
    itemKey: 'id',
    credits: flat(3),
  }),
  endpoint({
    name: 'user',
    label: 'Profile',
    summary: 'The profile: headline, experience, education, articles and recent posts.',
    pages: ['user'],
    path: '/professional/users/:username',
    params: () => z.strictObject({ username: text() }),
    example: { username: 'satyanadella' },
    response: () => professionalSchemas().profile,
    credits: flat(4),
  }),
];
