import { z } from '../../zod';
import {
  bool,
  built,
  int,
  nextToken,
  record,
  seenOnlyNull,
  str,
  timestamp,
  unknownList,
} from '../fields';

/** The answers of /photo, built the first time one is checked. */
export const photoSchemas = built(() => {
  const tag = record({
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

  const postSummary = record(postSummaryFields);

  const post = record({
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

  const user = record({
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

  const comment = record({
    id: str,
    text: str,
    createdAt: timestamp,
    owner: record({ username: str, profilePicUrl: str }),
    likeCount: int,
    replyCount: int,
  });

  const tagSearch = record({ tags: z.array(tag) });
  const comments = record({ comments: z.array(comment), nextCursor: nextToken });
  const userPosts = record({ posts: z.array(postSummary), nextCursor: nextToken });
  return { tag, postSummary, post, user, comment, tagSearch, comments, userPosts };
});
