/** SWR keys, one factory per area, so invalidation never guesses at strings. */
export const queryKeys = {
  account: {
    currentUser: () => ['account', 'currentUser'] as const,
  },
};
