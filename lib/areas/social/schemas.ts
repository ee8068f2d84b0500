import { z } from '../../zod';
import { bool, built, int, record, seenOnlyNull, str, timestamp, unknownList } from '../fields';

interface PostComment {
  id: string;
  text: string;
  authorName: string;
  authorId: string;
  createdAt: string;
  reactionCount: number;
  replies: PostComment[];
  [extra: string]: unknown;
}

/**
 * The answers of /social, built the first time one is checked. One long closure on purpose: it is
 * data, as long as the contract's table, and building it at once keeps zod's work out of any
 * context that never checks an answer.
 */
export const socialSchemas = built(() => {
  const author = record({ name: str, id: str });
  const media = z.array(record({ type: str, url: str }));

  const page = record({
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

  const pagePost = record({
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

  const post = record({
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

  /** Replies nest to any depth. */
  const postComment: z.ZodMiniType<PostComment> = record({
    ...postCommentFields,
    get replies() {
      return z.array(postComment);
    },
  });

  const searchPost = record({
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

  const listing = record(listingFields);

  const listingDetail = record({
    ...listingFields,
    description: str,
    condition: str,
    createdAt: timestamp,
    photos: z.array(str),
    sellerName: seenOnlyNull,
    sellerId: seenOnlyNull,
  });

  const pagePosts = record({ posts: z.array(pagePost) });
  const comments = record({ comments: z.array(postComment) });
  const search = record({ posts: z.array(searchPost) });
  const listings = record({ listings: z.array(listing), location: str, category: str });
  const marketplaceSearch = record({ listings: z.array(listing), query: str, location: str });
  return {
    page,
    pagePost,
    post,
    postComment,
    searchPost,
    listing,
    listingDetail,
    pagePosts,
    comments,
    search,
    listings,
    marketplaceSearch,
  };
});
