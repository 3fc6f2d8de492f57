import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { db } from '../store/db';

/*
 * Helpers return plain `Response`: msw infers a resolver's body type from its first return,
 * and handlers mix envelopes and error bodies, which a typed HttpResponse<T> would refuse.
 */

/** Envelope of the operation-management family: { code, msg, data }. */
export function ok<T>(data: T): Response {
  return HttpResponse.json({ code: 200, msg: 'success', data });
}

/** Error answer with a Chinese `message`, which the client's error catalogue shows (docs/behaviour §8). */
export function fail(status: number, message: string): Response {
  return HttpResponse.json({ code: status, message }, { status });
}

/**
 * Wraps a resolver of a mutating call so the response is sent only once the change is saved:
 * the app may reload right after (switching organisation does), which would lose a write
 * still waiting in the debounce.
 */
export function durable<Params extends PathParams, Body extends DefaultBodyType>(
  resolver: HttpResponseResolver<Params, Body>,
): HttpResponseResolver<Params, Body> {
  return async (info) => {
    const result = await resolver(info);
    await db.flush();
    return result;
  };
}

/** Reads a JSON object body; null when the body is missing or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A multipart body, or the 400 answer for a body that is not one. */
export async function readMultipart(request: Request): Promise<FormData | Response> {
  try {
    return await request.formData();
  } catch {
    return fail(400, '请求体必须是 multipart/form-data');
  }
}

/** Positive integer query parameter, or the fallback. */
export function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
