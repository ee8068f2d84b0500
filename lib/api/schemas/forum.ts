import { z } from 'zod/mini';
import {
  bool,
  int,
  nextToken,
  num,
  record,
  seenOnlyNull,
  str,
  timestamp,
  unknownList,
} from './common';

export const community = record({
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

export const post = record({
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

export const user = record({
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
export const postList = record({ posts: z.array(post), after: nextToken });
