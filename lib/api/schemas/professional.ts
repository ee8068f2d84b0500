import { bool, int, record, seenOnlyNull, str, timestamp, unknownList } from './common';

export const companySearchItem = record({
  vanityName: str,
  name: str,
  industry: str,
  description: str,
  followerCount: seenOnlyNull,
  companyUrl: str,
});

export const company = record({
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

export const job = record({
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
  employmentType: str.nullable(),
  experienceLevel: str.nullable(),
  salary: seenOnlyNull,
  benefits: seenOnlyNull,
  requirements: seenOnlyNull,
});

export const feedPost = record({
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

export const personListItem = record({
  username: str,
  name: str,
  location: str,
  profilePic: str,
  profileUrl: str,
});

export const userSearchItem = record({
  username: str,
  name: str,
  location: str,
  /** Summary text of current and past companies. */
  companies: str,
  education: seenOnlyNull,
  profilePic: str,
  profileUrl: str,
});

export const post = record({
  id: str,
  author: record({ name: str, username: str, headline: str, profilePic: str }),
  text: str,
  /** Null for most posts. */
  likeCount: int.nullable(),
  commentCount: int.nullable(),
  repostCount: int.nullable(),
  publishedAt: timestamp,
  images: unknownList,
  video: seenOnlyNull,
  article: seenOnlyNull,
});

export const profile = record({
  id: seenOnlyNull,
  username: str,
  name: str,
  headline: seenOnlyNull,
  description: str,
  jobTitles: str.array(),
  location: str,
  profilePic: str,
  bannerPic: seenOnlyNull,
  about: str,
  followers: int,
  connections: seenOnlyNull,
  isVerified: bool,
  experience: record({ company: str, startDate: seenOnlyNull, endDate: seenOnlyNull }).array(),
  /** Years. */
  education: record({ school: str, startDate: int, endDate: int }).array(),
  articles: record({
    headline: str,
    url: str,
    /** The `+00:00` form. */
    publishedAt: timestamp,
    image: seenOnlyNull,
  }).array(),
  recentPosts: record({
    text: str,
    url: str,
    publishedAt: timestamp,
    likes: seenOnlyNull,
    comments: seenOnlyNull,
  }).array(),
});

export const companySearch = record({
  companies: companySearchItem.array(),
  totalCount: seenOnlyNull,
  hasMore: bool,
});
/** `totalCount` is not typed by the spec; an integer when the service knows it. */
export const jobList = record({ jobs: job.array(), totalCount: int.nullable(), hasMore: bool });
export const feedPosts = record({ posts: feedPost.array() });
export const employees = record({
  users: personListItem.array(),
  totalCount: int.nullable(),
  hasMore: bool,
});
export const userSearch = record({
  users: userSearchItem.array(),
  totalCount: int.nullable(),
  hasMore: bool,
});
