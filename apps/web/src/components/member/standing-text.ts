import type { UserBase } from '@yaocai/domain';

/**
 * Whether the buyer may order: `is_passed` is the server's verdict of the one standing rule; why not (review,
 * rejection, an expired or missing certificate) is read from /zhzx/zzzj, not worked out again here.
 */
export function standingText(user: UserBase): string {
  return user.is_passed === 1 ? '资质已通过，可以采购' : '暂不能采购';
}
