import { z } from '../../zod';
import {
  bool,
  built,
  int,
  nextToken,
  num,
  record,
  seenOnlyNull,
  str,
  timestamp,
  unknownList,
} from '../fields';

/** The answers of /forum, built the first time one is checked. */
export const forumSchemas = built(() => {
  const community = record({
    name: str,
    title: str,
    description: str,
    subscribers: int,
    activeUsers: seenOnlyNull,
    createdAt: timestamp,
    /** NSFW communities are reachable and flagged. */
    isNsfw: bool,
    icon: str,
    /** May be empty. */
    banner: str,
  });

  const post = record({
    id: str,
    title: str,
    author: str,
    /** The community's name. */
    subforum: str,
    score: int,
    upvoteRatio: num,
    commentCount: int,
    createdAt: timestamp,
    url: str,
    permalink: str,
    selftext: str,
    media: unknownList,
  });

  const user = record({
    name: str,
    id: str,
    createdAt: timestamp,
    linkKarma: int,
    commentKarma: int,
    totalKarma: int,
    icon: str,
    isGold: bool,
    isMod: bool,
  });

  /** `after` is the next page's cursor; empty or null at the end. */
  const postList = record({ posts: z.array(post), after: nextToken });
  return { community, post, user, postList };
});
