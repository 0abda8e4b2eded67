/** The status codes of the `{status, message, data}` envelope (spec §8, DESIGN.md). */
export const ApiStatus = {
  ok: 10000,
  notSignedIn: 10001,
  contractRequired: 459,
  validation: 422,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
} as const;

export type StatusOutcome =
  /** 10000, 200, 201 */
  | 'success'
  /** 10001 or 401: go to the login page */
  | 'login'
  /** 459: show the message briefly, then go to /dzht */
  | 'contract'
  /** 422: first validation message with an error icon */
  | 'validation'
  /** any other status below 500 or 600 and above: '温馨提示' alert with the server message */
  | 'alert'
  /** 500–599: toast '系统繁忙，请稍后再试' */
  | 'busy';

/** Classifies an envelope status (or a bare HTTP status) into what the product does with it (spec §8). */
export function classifyStatus(status: number): StatusOutcome {
  if (status === ApiStatus.ok || status === 200 || status === 201) return 'success';
  if (status === ApiStatus.notSignedIn || status === 401) return 'login';
  if (status === ApiStatus.contractRequired) return 'contract';
  if (status === ApiStatus.validation) return 'validation';
  if (status >= 500 && status <= 599) return 'busy';
  return 'alert';
}

/** The Chinese copy of the error catalogue. */
export const Messages = {
  friendlyReminder: '温馨提示',
  systemBusy: '系统繁忙，请稍后再试',
  timeout: '请求超时，请刷新页面',
  refresh: '刷新页面',
  notSignedIn: '请先登录',
  forbidden: '没有权限执行此操作',
  csrf: '页面已过期，请刷新后重试',
  notFound: '请求的内容不存在',
  tooManyLogins: '登录失败次数过多，请15分钟后再试',
  loginBusy: '登录的人较多，请稍后再试',
  orderBusy: '下单的人较多，请稍后再试',
  badCredentials: '手机号或密码错误',
  activityNotStarted: '活动未开始',
  favouriteAdded: '收藏成功',
  viewFavourites: '查看我的收藏',
  favouriteCancelled: '已取消收藏',
  validationFailed: '提交的数据有误',
  nulCharacter: '内容不能包含控制字符',
  serverError: '服务器开小差了，请稍后再试',
} as const;

/** The first message of the first field of a 422 `data.errors` map (spec §5). */
export function firstValidationMessage(
  errors: Record<string, readonly string[]> | undefined,
): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    if (messages.length > 0) return messages[0];
  }
  return undefined;
}
