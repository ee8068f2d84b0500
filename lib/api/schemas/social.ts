import { z } from 'zod/mini';
import { bool, int, record, seenOnlyNull, str, timestamp, unknownList } from './common';

const author = record({ name: str, id: str });
const media = z.array(record({ type: str, url: str }));

export const page = record({
  id: str,
  name: str,
  username: str,
  /** May be empty. */
  category: str,
  profilePicture: str,
  coverPhoto: str,
  likesCount: int,
  followerCount: int,
  followingCount: seenOnlyNull,
  description: str,
  createdAt: seenOnlyNull,
  email: seenOnlyNull,
  phone: seenOnlyNull,
  website: str,
  isVerified: bool,
});

export const pagePost = record({
  id: str,
  text: str,
  createdAt: timestamp,
  permalinkUrl: str,
  reactionCount: int,
  commentCount: int,
  shareCount: int,
  topReactions: z.array(record({ type: str, count: int })),
  media: unknownList,
});

export const post = record({
  id: str,
  url: str,
  author,
  text: str,
  createdAt: timestamp,
  reactionCount: int,
  commentCount: int,
  shareCount: int,
  viewCount: int,
  media,
});

const postCommentFields = {
  id: str,
  text: str,
  authorName: str,
  authorId: str,
  createdAt: timestamp,
  reactionCount: int,
};

export interface PostComment {
  id: string;
  text: string;
  authorName: string;
  authorId: string;
  createdAt: string;
  reactionCount: number;
  replies: PostComment[];
  [extra: string]: unknown;
}

/** Replies nest to any depth. */
export const postComment: z.ZodMiniType<PostComment> = record({
  ...postCommentFields,
  get replies() {
    return z.array(postComment);
  },
});

export const searchPost = record({
  postId: str,
  url: str,
  text: str,
  createdAt: timestamp,
  author,
  reactionCount: int,
  commentCount: int,
  shareCount: int,
  media,
});

const listingFields = {
  id: str,
  title: str,
  price: record({ amount: str, currency: str, formatted: str }),
  location: record({ city: str, region: str, displayName: str }),
  primaryPhoto: str,
  url: str,
  isSold: bool,
  isLive: bool,
  isPending: bool,
  categoryId: str,
  deliveryTypes: z.array(str),
};

export const listing = record(listingFields);

export const listingDetail = record({
  ...listingFields,
  description: str,
  condition: str,
  createdAt: timestamp,
  photos: z.array(str),
  sellerName: seenOnlyNull,
  sellerId: seenOnlyNull,
});

export const pagePosts = record({ posts: z.array(pagePost) });
export const comments = record({ comments: z.array(postComment) });
export const search = record({ posts: z.array(searchPost) });
export const listings = record({ listings: z.array(listing), location: str, category: str });
export const marketplaceSearch = record({ listings: z.array(listing), query: str, location: str });
