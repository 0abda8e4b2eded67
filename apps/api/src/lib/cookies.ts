/**
 * The names of the cookies the API sets, here so the OpenAPI document (lib/openapi.ts) can describe them without
 * importing the plugins that set them (plugins sit above lib).
 */
export const SESSION_COOKIE = 'yc_session';
export const CSRF_COOKIE = 'yc_csrf';
