import { getAuthToken } from './auth-token';

/**
 * An error from the API. Its message is 'status: body' (part 1 §8); serverMessage is the
 * Danish message the server sent, for toasts that show "the server message".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Record<string, string> | undefined,
  ) {
    super(`${status}: ${body}`);
  }
}

function parseBody(text: string): { message?: string; errors?: Record<string, string> } {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object'
      ? (json as { message?: string; errors?: Record<string, string> })
      : {};
  } catch {
    return {};
  }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  const parsed = parseBody(text);
  throw new ApiError(res.status, text, parsed.message, parsed.errors);
}

/** Cookies always; the stored token as a bearer header; a JSON content type only with a body. */
function headersFor(body: unknown): HeadersInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers: headersFor(body),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** Sends FormData (file uploads): the browser sets the multipart content type. */
export async function apiUpload<T = unknown>(url: string, form: FormData): Promise<T> {
  const token = getAuthToken();
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The Danish message to show for an error: the server's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
