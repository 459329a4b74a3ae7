/** SWR keys, one factory per area, so invalidation never guesses at strings. */
export const queryKeys = {
  shell: {
    unreadMessages: () => ['shell', 'unreadMessages'] as const,
    problemParcels: () => ['shell', 'problemParcels'] as const,
    replenishWaiting: () => ['shell', 'replenishWaiting'] as const,
  },
};
