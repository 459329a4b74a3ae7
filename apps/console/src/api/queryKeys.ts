/** SWR keys, one factory per area, so invalidation never guesses at strings. */
export const queryKeys = {
  accounts: {
    all: () => ['accounts'] as const,
    roles: () => ['accounts', 'roles'] as const,
    users: (query: object) => ['accounts', 'users', query] as const,
  },
  shell: {
    unreadMessages: () => ['shell', 'unreadMessages'] as const,
    problemParcels: () => ['shell', 'problemParcels'] as const,
    replenishWaiting: () => ['shell', 'replenishWaiting'] as const,
  },
};
