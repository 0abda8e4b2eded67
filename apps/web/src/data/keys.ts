/** SWR cache keys: one per resource, shared by the hooks that read it and the actions that refresh it. */
export const keys = {
  site: '/site',
  userBase: '/user/base',
} as const;
