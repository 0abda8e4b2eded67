/**
 * The only place that talks HTTP (spec §7, §8): relative `/api` base, credentials, a 30 s timeout,
 * form-encoded bodies, the CSRF header, cancellation of superseded requests and the error catalogue.
 * UI effects go through `feedback`, so this module has no React.
 */
import { classifyStatus, formEncode } from '@yaocai/domain';
import { showFailure, showTimeout } from './catalogue';
import { isCancelExempt, requestConfig, transport } from './config';
import { csrfData, type LazySchema, validationErrorData } from './contracts';
import { csrf } from './csrf';
import { ApiError, SupersededError, TimeoutError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod schema (or anything with `parse`) describing `data`. */
export interface DataSchema<T> {
  parse(input: unknown): T;
}

export interface RequestOptions<T> {
  /** @default 'GET' */
  method?: Method;
  /** Query string values, qs-encoded with array indices. */
  query?: object;
  /** Form fields (qs-encoded, `params[0][goods_id]=1`) or a FormData upload (sent as multipart). */
  body?: object | FormData;
  /**
   * Send `body` as JSON instead of form fields: for nested submissions whose nulls and empty lists the form
   * encoding cannot carry (a certificate's 长期有效 `valid_until: null`).
   */
  json?: boolean;
  /** The contract of `data` (a lazy handle from `./contracts`, or a schema); without one `data` is unchecked. */
  schema?: DataSchema<T> | LazySchema<T>;
  /** Statuses the caller shows itself (e.g. the login form's 422 and 429): no global effect for them. */
  handleSelf?: readonly number[];
  /**
   * Whether this request cancels an in-flight one to the same method, path and query.
   * @default true, except for the paths in `requestConfig.cancelExempt`
   */
  supersede?: boolean;
  /**
   * Send the CSRF token although the method is safe: GET /api/draw changes state (the spec fixes its method),
   * so the server checks the token on it like on a POST (docs/draw.md). @default only for unsafe methods
   */
  csrf?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of an order or a payment (issue #9). */
  headers?: Record<string, string>;
  /** The caller's own cancellation (e.g. the search box dropping a stale suggestion load). */
  signal?: AbortSignal;
  /**
   * No global feedback at all: for background reads whose failure the page simply shows as empty
   * (search suggestions). Login redirects (10001) still happen.
   */
  quiet?: boolean;
}

const SUPERSEDED = 'superseded';
const TIMED_OUT = 'timeout';
const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const inFlight = new Map<string, AbortController>();

const needsCsrf = (method: Method, options: RequestOptions<unknown>) =>
  UNSAFE.has(method) || options.csrf === true;

interface Envelope {
  status: number;
  message: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'number';
}

function encodeQuery(query: object | undefined): string {
  const text = query ? formEncode(query) : '';
  return text ? `?${text}` : '';
}

/** The query as a supersede key: parameter order does not make a request a different one. */
function supersedeQuery(query: object | undefined): string {
  return query
    ? encodeQuery(Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))))
    : '';
}

async function fetchCsrfToken(): Promise<string> {
  const data = await request('/csrf', { schema: csrfData, supersede: false });
  return data.token;
}

async function send(url: string, method: Method, options: RequestOptions<unknown>, signal: AbortSignal) {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body && options.json) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  } else if (options.body) {
    body = formEncode(options.body);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  const wantsCsrf = needsCsrf(method, options);
  // The server's render only reads: it holds no CSRF token, and one would belong to a single visitor; a read
  // that needs one (the draw) changes state, so it is not the render's either.
  if (transport.silent && wantsCsrf) throw new ApiError(405, '');
  if (wantsCsrf) headers['X-CSRF-Token'] = await csrf.get(fetchCsrfToken);
  const response = await transport.fetch(`${url}${encodeQuery(options.query)}`, {
    method,
    headers,
    body,
    credentials: 'include',
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  return { response, envelope: isEnvelope(payload) ? payload : null };
}

async function failureOf(httpStatus: number, envelope: Envelope | null): Promise<ApiError> {
  const status = envelope?.status ?? httpStatus;
  let fieldErrors = null;
  try {
    fieldErrors = (await validationErrorData.load()).parse(envelope?.data).errors;
  } catch {
    // Not a validation answer (or its contract could not load): no field errors to show.
  }
  return new ApiError(status, envelope?.message ?? '', envelope?.data ?? null, fieldErrors);
}

function schemaOf<T>(schema: DataSchema<T> | LazySchema<T>): Promise<DataSchema<T>> {
  return 'load' in schema ? schema.load() : Promise.resolve(schema);
}

/** A successful answer: the envelope's `data` and the `message` the server wrote for the buyer. */
export interface Answer<T> {
  data: T;
  message: string;
}

/** Sends one request and resolves with the envelope's `data`, or rejects with ApiError/SupersededError/TimeoutError. */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await requestAnswer(path, options)).data;
}

/**
 * `request`, keeping the envelope's `message`: actions show the server's words (spec §8), never a text
 * the client makes up from the data.
 */
export async function requestAnswer<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<Answer<T>> {
  const method = options.method ?? 'GET';
  const url = `${requestConfig.baseUrl}${path}`;
  // Spec §7's "same URL" is path and query: two lists of one endpoint with different filters both stand.
  const key = `${method} ${url}${supersedeQuery(options.query)}`;
  const supersede = !transport.silent && (options.supersede ?? !isCancelExempt(url));
  const quiet = options.quiet || transport.silent;

  const controller = new AbortController();
  if (supersede) {
    inFlight.get(key)?.abort(SUPERSEDED);
    inFlight.set(key, controller);
  }
  const timer = setTimeout(() => controller.abort(TIMED_OUT), requestConfig.timeoutMs);
  const forwardAbort = () => controller.abort(SUPERSEDED);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const handledBySelf = (status: number) =>
    transport.silent ||
    (options.quiet && classifyStatus(status) !== 'login') ||
    (options.handleSelf?.includes(status) ?? false);

  // Loading the contract starts with the request, so the schemas chunk arrives while the answer is on the wire.
  const schema = options.schema ? schemaOf(options.schema) : undefined;
  schema?.catch(() => {});
  try {
    let { response, envelope } = await send(url, method, options, controller.signal);
    if (response.status === 403 && needsCsrf(method, options)) {
      // The token may have expired with the session: fetch a fresh one and try once more.
      csrf.reset();
      ({ response, envelope } = await send(url, method, options, controller.signal));
    }
    const status = envelope?.status ?? response.status;
    if (response.ok && envelope && classifyStatus(status) === 'success') {
      try {
        const data = schema ? (await schema).parse(envelope.data) : (envelope.data as T);
        return { data, message: envelope.message };
      } catch {
        // The answer breaks the contract: nothing on the page can use it.
        if (!quiet) showFailure({ status: 500, message: '', fieldErrors: null });
        throw new ApiError(500, '返回数据格式不符');
      }
    }
    const error = await failureOf(response.status, envelope);
    if (!handledBySelf(error.status) && !handledBySelf(response.status)) showFailure(error);
    throw error;
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason === SUPERSEDED) throw new SupersededError(url);
    if (controller.signal.aborted && controller.signal.reason === TIMED_OUT) {
      if (!quiet) showTimeout();
      throw new TimeoutError('请求超时');
    }
    if (error instanceof ApiError) throw error;
    // The network itself failed (server down, connection reset).
    if (!quiet) showFailure({ status: 503, message: '', fieldErrors: null });
    throw new ApiError(503, '网络错误');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}
