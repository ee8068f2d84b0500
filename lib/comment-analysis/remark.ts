/**
 * A comment or a review as the analysis reads it, whatever its platform calls its fields: the
 * records say which field is which, and the reader of a list fills these in.
 */
export interface Remark {
  /** Its place in the list as loaded: the analysis points back at it, never at a copy. */
  index: number;
  text: string;
  author?: string;
  /** Milliseconds since 1970, where its date can be read. */
  time?: number;
  likes?: number;
  /** A review's stars, 1 to 5. */
  stars?: number;
  /** Whether the business answered the review, where the answer says. */
  answered?: boolean;
}
