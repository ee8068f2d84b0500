import { z } from 'zod/mini';
import { bool, int, nextToken, record, seenOnlyNull, str, timestamp, unknownList } from './common';

export const tag = record({
  name: str,
  mediaCount: int,
  /** Abbreviated count text such as "1.2M". */
  formattedMediaCount: str,
});

const postSummaryFields = {
  id: str,
  shortcode: str,
  caption: str,
  likeCount: int,
  commentCount: int,
  isVideo: bool,
  thumbnailUrl: str,
  takenAt: timestamp,
  mediaType: str,
  location: seenOnlyNull,
  taggedUsers: unknownList,
  displayUrl: str,
  accessibilityCaption: seenOnlyNull,
};

export const postSummary = record(postSummaryFields);

export const post = record({
  ...postSummaryFields,
  owner: record({
    id: str,
    username: str,
    fullName: str,
    profilePicUrl: str,
    isVerified: bool,
  }),
  videoUrl: str,
  dimensions: record({ width: int, height: int }),
  videoViewCount: int,
});

export const user = record({
  username: str,
  fullName: str,
  biography: str,
  followerCount: int,
  followingCount: int,
  postCount: int,
  highlightCount: int,
  isVerified: bool,
  isPrivate: bool,
  profilePicUrl: str,
  externalUrl: str,
  category: seenOnlyNull,
  bioLinks: z.array(record({ title: str, url: str })),
  isProfessional: bool,
  pronouns: unknownList,
  recentPosts: z.array(postSummary),
});

export const comment = record({
  id: str,
  text: str,
  createdAt: timestamp,
  owner: record({ username: str, profilePicUrl: str }),
  likeCount: int,
  replyCount: int,
});

export const tagSearch = record({ tags: z.array(tag) });
export const comments = record({ comments: z.array(comment), nextCursor: nextToken });
export const userPosts = record({ posts: z.array(postSummary), nextCursor: nextToken });
