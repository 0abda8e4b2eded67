import { ApiStatus, type FieldErrors, Messages } from '@yaocai/domain';

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
