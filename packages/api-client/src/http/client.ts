import { ErrorCode, errorMessages, type ApiEnvelope } from '../errorCodes.ts';
import { stripClientFlags, toFormUrlEncoded, toMultipart, toQueryString } from './encode.ts';
import type { HttpMethod } from '../endpoints.ts';

export const REQUEST_TIMEOUT_MS = 120000;
export const CANCELLED_MESSAGE = '操作太频繁，请稍后再试';
/** Client-side code for a request cancelled by a newer identical one. */
export const CANCELLED_CODE = -21;

export interface AuthState {
  userId: string;
  userHash: string;
  /** Purchasers send X-REQUEST-SOURCE: purchase (spec §6). */
  isPurchaser: boolean;
}

export interface AlertOptions {
  title: string;
  content: string;
  okText: string;
}

/** Everything the pipeline needs from its host; the browser console passes real ones, tests fakes. */
export interface ClientHost {
  baseURL: string;
  ssoUrl: string;
  getAuth(): AuthState | null;
  currentUrl(): string;
  navigate(url: string): void;
  alert(options: AlertOptions): Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Saves a downloaded file; the browser default clicks an object-URL link. */
  saveBlob?(blob: Blob, filename: string): void;
}

export interface RequestOptions {
  /** POST as application/x-www-form-urlencoded (arrays repeat their key). */
  formData?: boolean;
  /** POST as multipart/form-data. */
  isFile?: boolean;
  /** A newer identical request (method, URL and payload) cancels this one. */
  abortFlag?: boolean;
  /** Like abortFlag, but matching method and URL only. */
  abortFlag_URL?: boolean;
  headers?: Record<string, string>;
  /**
   * Only ask: a missing or expired sign-in (10000, 10001) is answered as it is, without the redirect or
   * alert of spec §8 (a sign-in page checking whether someone is already signed in).
   */
  quietAuth?: boolean;
}

export type Payload = Record<string, unknown> | undefined;

export interface ApiClient {
  request<T = unknown>(
    method: HttpMethod,
    url: string,
    payload?: Payload,
    options?: RequestOptions,
  ): Promise<ApiEnvelope<T>>;
  get<T = unknown>(url: string, params?: Payload, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<T = unknown>(url: string, data?: Payload, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  put<T = unknown>(url: string, params?: Payload, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  delete<T = unknown>(url: string, data?: Payload, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  exportFile(options: ExportOptions): Promise<void>;
  /** A binary answer (an image) as a Blob with its type, or the refusal's envelope. */
  fetchBlob(url: string, params?: Payload): Promise<Blob | ApiEnvelope<null>>;
  /** The SSO address with the current page as the jump parameter. */
  ssoRedirectUrl(): string;
}

export interface ExportOptions {
  method?: HttpMethod;
  url: string;
  params?: Payload;
  headers?: Record<string, string>;
  filename: string;
  success?(): void;
  error?(message: string): void;
}

function failure<T>(errorCode: number, errorMsg: string): ApiEnvelope<T> {
  return { errorCode, errorMsg, data: null as T };
}

export function createApiClient(host: ClientHost): ApiClient {
  const doFetch = host.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = host.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const inFlight = new Map<string, AbortController>();
  let purchaserAlertOpen: Promise<void> | null = null;

  function ssoRedirectUrl(): string {
    const sep = host.ssoUrl.includes('?') ? '&' : '?';
    return `${host.ssoUrl}${sep}jump=${encodeURIComponent(host.currentUrl())}`;
  }

  function goToSso() {
    host.navigate(ssoRedirectUrl());
  }

  function authHeaders(noToken: boolean): Record<string, string> | null {
    if (noToken) return {};
    const auth = host.getAuth();
    if (!auth?.userHash) return null;
    const headers: Record<string, string> = { 'X-TOKEN': auth.userHash, 'X-USER-ID': auth.userId };
    if (auth.isPurchaser) headers['X-REQUEST-SOURCE'] = 'purchase';
    return headers;
  }

  function buildRequest(
    method: HttpMethod,
    url: string,
    payload: Payload,
    options: RequestOptions,
    headers: Record<string, string>,
  ) {
    const sendsQuery = method === 'GET' || method === 'PUT';
    const fullUrl = host.baseURL + url + (sendsQuery ? toQueryString(payload) : '');
    const init: RequestInit = { method, headers: { ...headers, ...options.headers } };
    if (!sendsQuery && payload !== undefined) {
      if (options.isFile) {
        init.body = toMultipart(payload);
      } else if (options.formData) {
        init.body = toFormUrlEncoded(payload);
        (init.headers as Record<string, string>)['Content-Type'] =
          'application/x-www-form-urlencoded;charset=UTF-8';
      } else {
        init.body = JSON.stringify(payload);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json;charset=UTF-8';
      }
    }
    return { fullUrl, init };
  }

  function dedupeKey(
    method: HttpMethod,
    url: string,
    payload: Payload,
    options: RequestOptions,
  ): string | null {
    if (options.abortFlag_URL) return `${method} ${url}`;
    if (options.abortFlag) return `${method} ${url} ${JSON.stringify(payload ?? null)}`;
    return null;
  }

  async function handleAuthCodes<T>(envelope: ApiEnvelope<T>): Promise<ApiEnvelope<T>> {
    if (envelope.errorCode === ErrorCode.NOT_SIGNED_IN) {
      goToSso();
    } else if (envelope.errorCode === ErrorCode.NOT_PURCHASER) {
      // Several calls can fail together; the user sees one alert and one redirect.
      // The answer returns at once (a sign-in button stops spinning); confirming the alert redirects.
      if (!purchaserAlertOpen) {
        purchaserAlertOpen = host
          .alert({ title: '登录错误', content: '进入采购商系统请使用采购商账号登录', okText: '确定' })
          .then(goToSso)
          .finally(() => {
            purchaserAlertOpen = null;
          });
      }
    }
    return envelope;
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    rawPayload?: Payload,
    options: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const { payload, noToken } = stripClientFlags(rawPayload);
    const headers = authHeaders(noToken);
    if (!headers) {
      if (!options.quietAuth) goToSso();
      return failure(ErrorCode.NOT_SIGNED_IN, errorMessages[ErrorCode.NOT_SIGNED_IN]);
    }
    const { fullUrl, init } = buildRequest(method, url, payload, options, headers);

    const controller = new AbortController();
    const key = dedupeKey(method, url, payload, options);
    if (key) {
      inFlight.get(key)?.abort('superseded');
      inFlight.set(key, controller);
    }
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
    try {
      const response = await doFetch(fullUrl, { ...init, signal: controller.signal });
      const body = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
      if (!body || typeof body.errorCode !== 'number')
        return failure(ErrorCode.NETWORK, errorMessages[ErrorCode.NETWORK]);
      return options.quietAuth ? body : await handleAuthCodes(body);
    } catch {
      if (controller.signal.aborted && controller.signal.reason === 'superseded') {
        return failure(CANCELLED_CODE, CANCELLED_MESSAGE);
      }
      return failure(ErrorCode.NETWORK, errorMessages[ErrorCode.NETWORK]);
    } finally {
      clearTimeout(timer);
      if (key && inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  /** One signed-in call whose success is a file: the Blob, or the envelope of its refusal. */
  async function fileCall(method: HttpMethod, url: string, params: Payload, extraHeaders?: Record<string, string>): Promise<Blob | ApiEnvelope<null>> {
    const headers = authHeaders(false);
    if (!headers) {
      goToSso();
      return failure(ErrorCode.NOT_SIGNED_IN, errorMessages[ErrorCode.NOT_SIGNED_IN]);
    }
    const { fullUrl, init } = buildRequest(method !== 'POST' ? 'GET' : 'POST', url, params, { headers: extraHeaders }, headers);
    init.method = method;
    try {
      const response = await doFetch(fullUrl, init);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.includes('application/json')) {
        const body = (await response.json().catch(() => null)) as ApiEnvelope<null> | null;
        if (body) await handleAuthCodes(body);
        return body ?? failure(ErrorCode.NETWORK, errorMessages[ErrorCode.NETWORK]);
      }
      return await response.blob();
    } catch {
      return failure(ErrorCode.NETWORK, errorMessages[ErrorCode.NETWORK]);
    }
  }

  async function exportFile(options: ExportOptions): Promise<void> {
    const answer = await fileCall(options.method ?? 'GET', options.url, options.params, options.headers);
    if (!(answer instanceof Blob)) {
      if (answer.errorCode !== ErrorCode.NOT_SIGNED_IN) options.error?.(answer.errorMsg);
      return;
    }
    const filename = /\.xlsx$/i.test(options.filename) ? options.filename : `${options.filename}.xlsx`;
    (host.saveBlob ?? saveBlobInBrowser)(answer, filename);
    options.success?.();
  }

  return {
    request,
    get: (url, params, options) => request('GET', url, params, options),
    post: (url, data, options) => request('POST', url, data, options),
    put: (url, params, options) => request('PUT', url, params, options),
    delete: (url, data, options) => request('DELETE', url, data, options),
    exportFile,
    fetchBlob: (url, params) => fileCall('GET', url, params),
    ssoRedirectUrl,
  };
}

/** Saves a blob as a file download (an `<a download>` click). */
export function saveBlobInBrowser(blob: Blob, filename: string) {
  interface MinimalDocument {
    createElement(tag: 'a'): { href: string; download: string; click(): void; remove(): void };
    body: { appendChild(node: unknown): void };
  }
  const doc = (globalThis as { document?: MinimalDocument }).document;
  if (!doc) throw new Error('saveBlob is required outside a browser');
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
