import {
  ApiStatus,
  bannedOnlineReason,
  type FieldErrors,
  Messages,
  REGULATORY_CLASSES,
  STANDING_REASONS,
} from '@yaocai/domain';

/** An error that becomes an envelope with the given HTTP and envelope status. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** 422 with `data.errors`: thrown by the validator compiler and by services. */
export class FieldValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    const first = Object.values(errors)[0]?.[0];
    super(422, ApiStatus.validation, first ?? Messages.validationFailed, { errors });
  }
}

export const notSignedIn = () => new ApiError(401, ApiStatus.notSignedIn, Messages.notSignedIn);
export const notFound = () => new ApiError(404, ApiStatus.notFound, Messages.notFound);
/** 409: the thing is not in a state that allows the request (Chinese message). */
export const conflict = (message: string) => new ApiError(409, ApiStatus.conflict, message);
/** 422 on one field: `field` names what the buyer should fix, `message` says why in Chinese. */
export const fieldRefused = (field: string, message: string) =>
  new FieldValidationError({ [field]: [message] });
export const csrfRejected = () => new ApiError(403, ApiStatus.forbidden, Messages.csrf);
export const tooManyLogins = () => new ApiError(429, ApiStatus.tooManyRequests, Messages.tooManyLogins);
export const loginBusy = () => new ApiError(429, ApiStatus.tooManyRequests, Messages.loginBusy);
export const orderBusy = () => new ApiError(429, ApiStatus.tooManyRequests, Messages.orderBusy);

/**
 * The database's refusal to put a product of a class banned online on sale (trigger `goods_banned_online`,
 * migration 0019; the class in DETAIL) as the 422 an operator reads, with domain's reason; null for any other
 * error. Drizzle wraps the driver's error in `cause`.
 */
export function bannedOnlineRefusal(error: unknown): FieldValidationError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { constraint, detail } = current as Error & { constraint?: string; detail?: string };
    if (constraint !== 'goods_banned_online') continue;
    const regulatoryClass = REGULATORY_CLASSES.find((candidate) => candidate === detail);
    // An allowed class here means the product was delisted (下架, migration 0034).
    if (regulatoryClass)
      return fieldRefused('goods_id', bannedOnlineReason(regulatoryClass) || STANDING_REASONS.delisted);
  }
  return null;
}

/** PostgreSQL's unique_violation, as pg raises it or as drizzle wraps it (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
