// No zod here: the admin console's pages use these without the schemas of admin.ts.

/** Limits of the console's lists (docs/product/admin.md). */
export const ADMIN_LIMITS = {
  pageSizeDefault: 25,
  pageSizeMax: 100,
  queryMax: 100,
} as const;

/** How the users list can be sorted. */
export const ADMIN_USER_SORTS = ['newest', 'oldest', 'email', 'name'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Where the team is with a contact message. */
export const MESSAGE_STATUSES = ['new', 'answered', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
