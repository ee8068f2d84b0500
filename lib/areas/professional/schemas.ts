import { z } from '../../zod';
import { bool, built, int, record, seenOnlyNull, str, timestamp, unknownList } from '../fields';

/**
 * The answers of /professional, built the first time one is checked. One long closure on purpose: it is
 * data, as long as the contract's table, and building it at once keeps zod's work out of any
 * context that never checks an answer.
 */
export const professionalSchemas = built(() => {
  const companySearchItem = record({
    vanityName: str,
    name: str,
    industry: str,
    description: str,
    followerCount: seenOnlyNull,
    companyUrl: str,
  });

  const company = record({
    id: str,
    name: str,
    description: str,
    industry: seenOnlyNull,
    /** Text such as "1,001-5,000 employees". */
    size: str,
    website: str,
    logo: str,
    banner: seenOnlyNull,
    employeeCount: int,
    headquarters: str,
    specialties: seenOnlyNull,
    founded: seenOnlyNull,
  });

  const job = record({
    id: str,
    title: str,
    company: str,
    companyId: seenOnlyNull,
    location: str,
    /** May be empty in list results. */
    description: str,
    /** A date (YYYY-MM-DD) in lists, relative text ("2 weeks ago") in the detail. */
    postedAt: str,
    applyUrl: seenOnlyNull,
    employmentType: z.nullable(str),
    experienceLevel: z.nullable(str),
    salary: seenOnlyNull,
    benefits: seenOnlyNull,
    requirements: seenOnlyNull,
  });

  const feedPost = record({
    id: str,
    content: str,
    url: str,
    author: str,
    authorId: str,
    publishedAt: timestamp,
    likes: seenOnlyNull,
    comments: seenOnlyNull,
    shares: seenOnlyNull,
    media: unknownList,
  });

  const personListItem = record({
    username: str,
    name: str,
    location: str,
    profilePic: str,
    profileUrl: str,
  });

  const userSearchItem = record({
    username: str,
    name: str,
    location: str,
    /** Summary text of current and past companies. */
    companies: str,
    education: seenOnlyNull,
    profilePic: str,
    profileUrl: str,
  });

  const post = record({
    id: str,
    author: record({ name: str, username: str, headline: str, profilePic: str }),
    text: str,
    /** Null for most posts. */
    likeCount: z.nullable(int),
    commentCount: z.nullable(int),
    repostCount: z.nullable(int),
    publishedAt: timestamp,
    images: unknownList,
    video: seenOnlyNull,
    article: seenOnlyNull,
  });

  const profile = record({
    id: seenOnlyNull,
    username: str,
    name: str,
    headline: seenOnlyNull,
    description: str,
    jobTitles: z.array(str),
    location: str,
    profilePic: str,
    bannerPic: seenOnlyNull,
    about: str,
    followers: int,
    connections: seenOnlyNull,
    isVerified: bool,
    experience: z.array(record({ company: str, startDate: seenOnlyNull, endDate: seenOnlyNull })),
    /** Years. */
    education: z.array(record({ school: str, startDate: int, endDate: int })),
    articles: z.array(
      record({
        headline: str,
        url: str,
        /** The `+00:00` form. */
        publishedAt: timestamp,
        image: seenOnlyNull,
      }),
    ),
    recentPosts: z.array(
      record({
        text: str,
        url: str,
        publishedAt: timestamp,
        likes: seenOnlyNull,
        comments: seenOnlyNull,
      }),
    ),
  });

  const companySearch = record({
    companies: z.array(companySearchItem),
    totalCount: seenOnlyNull,
    hasMore: bool,
  });
  /** `totalCount` is not typed by the spec; an integer when the service knows it. */
  const jobList = record({ jobs: z.array(job), totalCount: z.nullable(int), hasMore: bool });
  const feedPosts = record({ posts: z.array(feedPost) });
  const employees = record({
    users: z.array(personListItem),
    totalCount: z.nullable(int),
    hasMore: bool,
  });
  const userSearch = record({
    users: z.array(userSearchItem),
    totalCount: z.nullable(int),
    hasMore: bool,
  });
  return {
    companySearchItem,
    company,
    job,
    feedPost,
    personListItem,
    userSearchItem,
    post,
    profile,
    companySearch,
    jobList,
    feedPosts,
    employees,
    userSearch,
  };
});
