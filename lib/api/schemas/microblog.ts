import { z } from 'zod/mini';
import { bool, int, record, seenOnlyNull, str, timestamp, unknownList } from './common';

export const stats = record({ likes: int, replies: int, quotes: int, reposts: int, shares: int });

export const userRef = record({
  id: str,
  username: str,
  profilePic: str,
  /** Null in user search results. */
  isVerified: z.nullable(bool),
});

export const post = record({
  id: str,
  mediaId: str,
  code: str,
  text: str,
  user: userRef,
  media: unknownList,
  /** Null possible on the single-post endpoint, numeric on the batch endpoint. */
  views: z.nullable(int),
  stats,
  createdAt: timestamp,
  replyTo: seenOnlyNull,
  threadChain: unknownList,
  isReply: bool,
});

export const searchPost = record({
  id: str,
  mediaId: str,
  code: str,
  text: str,
  user: userRef,
  media: unknownList,
  stats,
  createdAt: timestamp,
});

export const rootPost = record({
  id: str,
  code: str,
  text: str,
  user: userRef,
  stats,
  createdAt: timestamp,
});

export const replyPost = record({
  id: str,
  code: str,
  text: str,
  user: userRef,
  media: unknownList,
  stats,
  createdAt: timestamp,
  replyTo: seenOnlyNull,
  threadChain: unknownList,
  isReply: bool,
});

export const userPost = record({
  id: str,
  code: str,
  text: str,
  user: userRef,
  stats,
  hasMedia: bool,
  createdAt: timestamp,
});

export const feedPost = record({
  id: str,
  code: str,
  text: str,
  user: userRef,
  stats,
  createdAt: timestamp,
  media: unknownList,
});

export const userReply = record({
  type: str,
  replyId: str,
  replyCode: str,
  replyText: str,
  replyTimestamp: timestamp,
  stats,
  replier: userRef,
  replyTo: record({ postId: str, postCode: str, postText: str, postUrl: str, author: userRef }),
});

export const profile = record({
  id: str,
  username: str,
  fullName: str,
  profilePic: str,
  bio: str,
  isVerified: bool,
  followerCount: int,
  followingCount: int,
});

export const userSearchItem = record({
  id: str,
  username: str,
  fullName: str,
  profilePic: str,
  isVerified: z.nullable(bool),
});

export const about = record({
  username: str,
  userId: str,
  displayName: str,
  location: z.nullable(str),
  /** Month and year text. */
  joinedDate: z.nullable(str),
  isVerified: bool,
  verifiedDate: z.nullable(str),
});

export const postList = record({ posts: z.array(post) });
export const replies = record({
  rootPost,
  replies: z.array(replyPost),
  totalReplies: int,
  hasMore: bool,
});
export const searchPosts = record({ posts: z.array(searchPost) });
export const userPosts = record({ posts: z.array(userPost) });
export const userReplies = record({ replies: z.array(userReply) });
export const userSearch = record({ users: z.array(userSearchItem) });
export const feed = record({ posts: z.array(feedPost) });
