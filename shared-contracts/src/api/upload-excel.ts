import * as v from 'valibot';
import type { Market } from '../markets';
import { DEFAULT_ACTION_TIMEOUT_MS, siteHeaders } from './client';
import type { UploadResponse } from './project';
import { uploadExcelUrl } from './project-endpoints';

/** Why an upload got no result: no answer, too late, signed out, or refused without a result. */
export class UploadExcelError extends Error {
  constructor(
    readonly reason: 'offline' | 'timeout' | 'unauthorized' | 'refused',
    /** The platform's message, when it sent one fit to show. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? reason);
    this.name = 'UploadExcelError';
  }
}

const messageSchema = v.object({ message: v.pipe(v.string(), v.minLength(1)) });

/**
 * The client of `POST /{locale}/api/upload-excel/` (project-builder.md §7 "Other calls"): the file,
 * projectId and customerId as multipart, with the headers every action sends. The platform's
 * checks of the file come back as results, whatever their status (a refused file is a result with
 * its code, shown row by row); a refusal of the request itself (code ERROR: no CSRF token, an
 * unknown project, too busy), no answer or 401 throws UploadExcelError, so the user can try again.
 * A hung upload fails after `timeoutMs`.
 */
export async function uploadExcel({
  market,
  file,
  fileName,
  projectId,
  customerId,
  timeoutMs = DEFAULT_ACTION_TIMEOUT_MS * 2,
}: {
  market: Market;
  file: Blob;
  fileName: string;
  projectId: string;
  customerId: string;
  timeoutMs?: number;
}): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('projectId', projectId);
  form.append('customerId', customerId);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // The project schemas load beside the upload, as they do for the project actions (client.ts).
  const responseSchema = import('./project').then((module) => module.uploadResponseSchema);
  responseSchema.catch(() => undefined);
  try {
    const response = await fetch(uploadExcelUrl(market), {
      method: 'POST',
      credentials: 'same-origin',
      headers: siteHeaders(market),
      body: form,
      signal: controller.signal,
    }).catch(() => {
      throw new UploadExcelError(timedOut ? 'timeout' : 'offline');
    });
    const payload: unknown = await response.json().catch(() => undefined);
    const message = v.safeParse(messageSchema, payload);
    const serverMessage = message.success ? message.output.message : undefined;
    if (response.status === 401) throw new UploadExcelError('unauthorized', serverMessage);
    const schema = await responseSchema.catch(() => {
      throw new UploadExcelError('offline');
    });
    const result = v.safeParse(schema, payload);
    if (result.success && (response.ok || result.output.code !== 'ERROR')) return result.output;
    throw new UploadExcelError('refused', serverMessage);
  } finally {
    clearTimeout(timer);
  }
}
