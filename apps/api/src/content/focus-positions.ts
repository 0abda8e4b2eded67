/**
 * /api/focus/{variant}: the ad position (`ad_positions.id`, assigned) each list reads. postList is the spec's
 * "top-right advert list" (position 2, beside the home carousel); login reuses position 3.
 */
export const FOCUS_POSITIONS = {
  top: 201,
  right: 202,
  xrtj: 203,
  ppzq: 204,
  zyzq: 205,
  yx: 206,
  login: 3,
  postList: 2,
} as const;
export type FocusVariant = keyof typeof FOCUS_POSITIONS;
