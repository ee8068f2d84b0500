import { z } from '../../zod';
import { bool, built, int, record, seenOnlyNull, str, timestamp, unknownList } from '../fields';

/**
 * The answers of /microblog, built the first time one is checked. One long closure on purpose: it is
 * data, as long as the contract's table, and building it at once keeps zod's work out of any
 * context that never checks an answer.
 */
export const microblogSchemas = built(() => {
  const stats = record({ likes: int, replies: int, quotes: int, reposts: int, shares: int });

  const userRef = record({
    id: str,
    username: str,
    profilePic: str,
    /** Null in user search results. */
    isVerified: z.nullable(bool),
  });

  const post = record({
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

  const searchPost = record({
    id: str,
    mediaId: str,
    code: str,
    text: str,
    user: userRef,
    media: unknownList,
    stats,
    createdAt: timestamp,
  });

  const rootPost = record({
    id: str,
    code: str,
    text: str,
    user: userRef,
    stats,
    createdAt: timestamp,
  });

  const replyPost = record({
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

  const userPost = record({
    id: str,
    code: str,
    text: str,
    user: userRef,
    stats,
    hasMedia: bool,
    createdAt: timestamp,
  });

  const feedPost = record({
    id: str,
    code: str,
    text: str,
    user: userRef,
    stats,
    createdAt: timestamp,
    media: unknownList,
  });

  const userReply = record({
    type: str,
    replyId: str,
    replyCode: str,
    replyText: str,
    replyTimestamp: timestamp,
    stats,
    replier: userRef,
    replyTo: record({ postId: str, postCode: str, postText: str, postUrl: str, author: userRef }),
  });

  const profile = record({
    id: str,
    username: str,
    fullName: str,
    profilePic: str,
    bio: str,
    isVerified: bool,
    followerCount: int,
    followingCount: int,
  });

  const userSearchItem = record({
    id: str,
    username: str,
    fullName: str,
    profilePic: str,
    isVerified: z.nullable(bool),
  });

  const about = record({
    username: str,
    userId: str,
    displayName: str,
    location: z.nullable(str),
    /** Month and year text. */
    joinedDate: z.nullable(str),
    isVerified: bool,
    verifiedDate: z.nullable(str),
  });

  const postList = record({ posts: z.array(post) });
  const replies = record({
    rootPost,
    replies: z.array(replyPost),
    totalReplies: int,
    hasMore: bool,
  });
  const searchPosts = record({ posts: z.array(searchPost) });
  const userPosts = record({ posts: z.array(userPost) });
  const userReplies = record({ replies: z.array(userReply) });
  const userSearch = record({ users: z.array(userSearchItem) });
  const feed = record({ posts: z.array(feedPost) });
  return {
    stats,
    userRef,
    post,
    searchPost,
    rootPost,
    replyPost,
    userPost,
    feedPost,
    userReply,
    profile,
    userSearchItem,
    about,
    postList,
    replies,
    searchPosts,
    userPosts,
    userReplies,
    userSearch,
    feed,
  };
});
