import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  guestCount: 'count',
  spotsRemaining: 'count',
  eventCount: 'count',
  subscriberCount: 'count',
} satisfies NumberKinds;
