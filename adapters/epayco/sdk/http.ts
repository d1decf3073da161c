import type { Logger } from '../../../core/shared/ports';
import { EpaycoError, type EpaycoErrorCode, type EpaycoLang } from './errors';

/** What one HTTP exchange needs from the SDK's settings. */
export type HttpContext = {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly lang: EpaycoLang;
};

/** An answer ePayco gave, any status: the body parsed as JSON (null when empty or not JSON). */
export type HttpAnswer = { readonly status: number; readonly statusText: string; readonly body: unknown };

/** Connection failures where nothing reached ePayco (105); any other failure to read an answer is 101. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const UNREACHABLE_UNDICI = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

const causeCode = (e: unknown): string | null => {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : null;
};

const failureCode = (e: unknown): EpaycoErrorCode => {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return 105;
  const code = causeCode(e);
  return code !== null && (UNREACHABLE.has(code) || UNREACHABLE_UNDICI.has(code)) ? 105 : 101;
};

const parse = (text: string): unknown => {
  try {
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/** One request with the timeout; a failure to get an answer is logged and thrown as 105 or 101. */
export const exchange = async (ctx: HttpContext, url: string, init: RequestInit): Promise<HttpAnswer> => {
  try {
    const res = await ctx.fetch(url, { ...init, signal: AbortSignal.timeout(ctx.timeoutMs) });
    const text = await res.text();
    return { status: res.status, statusText: res.statusText, body: parse(text) };
  } catch (e) {
    const code = failureCode(e);
    const error = e instanceof Error ? e.message : String(e);
    ctx.logger.error(
      { provider: 'epayco', method: init.method, url, code, error, cause: causeCode(e) },
      code === 105 ? 'ePayco could not be reached' : 'ePayco did not answer',
    );
    throw new EpaycoError(code, ctx.lang, { cause: e });
  }
};

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'object' && value !== null) {
    const { message, errorMessage } = value as Record<string, unknown>;
    return textOf(message) ?? textOf(errorMessage);
  }
  return null;
};

/** ePayco's words about a failure: the body's `message`, `errors[0]` or `error`. */
export const providerMessage = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors, error } = body as Record<string, unknown>;
  return textOf(message) ?? (Array.isArray(errors) ? textOf(errors[0]) : textOf(errors)) ?? textOf(error);
};

/** The SDK code of an HTTP error status: 104 refused credentials, 103 other refusals, 101 the service failing. */
export const statusCode = (status: number): EpaycoErrorCode =>
  status === 401 || status === 403 ? 104 : status >= 400 && status < 500 ? 103 : 101;

/** Logs an HTTP error status as `HTTP error {status} -> {statusText}` and returns the error carrying ePayco's words. */
export const httpError = (ctx: HttpContext, method: string, url: string, answer: HttpAnswer): EpaycoError => {
  ctx.logger.error(
    { provider: 'epayco', method, url, status: answer.status },
    `HTTP error ${answer.status} -> ${answer.statusText}`,
  );
  return new EpaycoError(statusCode(answer.status), ctx.lang, {
    status: answer.status,
    providerMessage: providerMessage(answer.body) ?? undefined,
  });
};

/** True for a 2xx status. */
export const isOk = (status: number): boolean => status >= 200 && status < 300;
