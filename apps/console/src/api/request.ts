/**
 * The only place the console talks HTTP: `/api/console` paths, same-origin cookies, JSON bodies, the operator
 * session's CSRF token, a 30 s timeout, and the envelope turned into data or an ApiError (Chinese message).
 */
import { ApiStatus, classifyStatus, formEncode, validationErrorData } from '@yaocai/domain';
import { consoleCsrf } from './csrf';
import { ApiError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DataSchema<T> {
  parse(input: unknown): T;
}

export interface RequestOptions<T> {
  /** @default 'GET' */
  method?: Method;
  query?: object;
  /** Sent as JSON. */
  body?: object;
  /** Sent instead of `body` as multipart/form-data, the one part `file` (an upload). */
  file?: Blob;
  /** The contract of `data`; the console never uses an answer that breaks it. */
  schema: DataSchema<T>;
  signal?: AbortSignal;
}

export interface Answer<T> {
  data: T;
  message: string;
}

export const TIMEOUT_MS = 30_000;
const BASE = '/api/console';

/** Called when the server says the operator is no longer signed in (401/10001), so the app can show sign-in. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/** An upload's body: the browser writes the multipart boundary into the content type itself. */
function fileForm(file: Blob): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

export async function requestAnswer<T>(path: string, options: RequestOptions<T>): Promise<Answer<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    // Sign-in has no session token yet; the server wants the header all the same (console/guard.ts).
    headers['X-CSRF-Token'] = consoleCsrf.get() ?? 'sign-in';
  }
  const query = options.query ? formEncode(options.query) : '';
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}${query ? `?${query}` : ''}`, {
      method,
      headers,
      body: options.file ? fileForm(options.file) : options.body ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, '请求超时，请稍后重试');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: number;
    message?: string;
    data?: unknown;
  } | null;
  const status = typeof envelope?.status === 'number' ? envelope.status : response.status;
  if (response.ok && classifyStatus(status) === 'success') {
    try {
      return { data: options.schema.parse(envelope?.data), message: envelope?.message ?? '' };
    } catch {
      throw new ApiError(500, '返回数据格式不符');
    }
  }
  if (status === ApiStatus.notSignedIn) onSignedOut();
  const fields = validationErrorData.safeParse(envelope?.data);
  throw new ApiError(
    status,
    envelope?.message || '服务暂时不可用，请稍后重试',
    fields.success ? fields.data.errors : null,
  );
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return (await requestAnswer(path, options)).data;
}
