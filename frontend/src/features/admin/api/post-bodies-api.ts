import {
  isPostBodyId,
  isRecord,
  POST_BODIES_ROUTE,
  type PostBodyAnswer,
  type StoredPostBody,
} from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';
import { ADMIN_LOAD_TIMEOUT_MS } from './load-portfolio';
import { SAVE_TIMEOUT_MS } from './save-portfolio';

/** `GET /api/post-bodies/{id}`: a stored body's Markdown, waited for as long as the document is. */
export async function readPostBody(id: string, signal?: AbortSignal): Promise<string> {
  const path = `${POST_BODIES_ROUTE}/${id}`;
  const body = await getJson(path, { timeoutMs: ADMIN_LOAD_TIMEOUT_MS, signal });
  if (!isPostBodyAnswer(body, id)) throw unexpectedJson(path, 'a post body');
  return body.markdown;
}

/**
 * `PUT /api/post-bodies` with a body's Markdown: its id. The id is the text's, so storing a text
 * twice is one body. Part of a save, so it has a save's time limit; failures are `ApiError`s.
 */
export async function storePostBody(markdown: string): Promise<string> {
  const reply = await sendJson(POST_BODIES_ROUTE, { method: 'PUT', body: { markdown }, timeoutMs: SAVE_TIMEOUT_MS });
  if (!isStoredPostBody(reply.body)) throw unexpectedJson(POST_BODIES_ROUTE, 'a post body id');
  return reply.body.id;
}

const isPostBodyAnswer = (body: unknown, id: string): body is PostBodyAnswer =>
  isRecord(body) && body.id === id && typeof body.markdown === 'string';

const isStoredPostBody = (body: unknown): body is StoredPostBody =>
  isRecord(body) && typeof body.id === 'string' && isPostBodyId(body.id);
