/**
 * The names of the cookies the API sets, here so the OpenAPI document (lib/openapi.ts) can describe them without
 * importing the plugins that set them (plugins sit above lib).
 */
export const SESSION_COOKIE = 'yc_session';
export const CSRF_COOKIE = 'yc_csrf';
/** The operators' session cookie (console/guard.ts): its own name, path /api/console, SameSite=Strict. */
export const OPERATOR_SESSION_COOKIE = 'yc_console';
