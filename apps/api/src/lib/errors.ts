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
export const csrfRejected = () => new ApiError(403, ApiStatus.forbidden, Messages.csrf);
export const tooManyLogins = () => new ApiError(429, ApiStatus.tooManyRequests, Messages.tooManyLogins);
export const loginBusy = () => new ApiError(429, ApiStatus.tooManyRequests, Messages.loginBusy);
