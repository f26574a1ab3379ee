import * as v from 'valibot';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  MARKET_HEADER,
  uploadExcelUrl,
  uploadResponseSchema,
  type Market,
  type UploadResponse,
} from '@specify/contracts';

export type UploadOutcome =
  /** The platform checked the file: every row's remark, or why the whole file was refused. */
  | { kind: 'answered'; response: UploadResponse }
  /** 401, with the platform's message when it sent one. */
  | { kind: 'unauthorized'; message?: string }
  /** No answer, or one that is not an upload answer. */
  | { kind: 'failed' };

/** The CSRF cookie, read as callAction reads it (its reader is not exported). */
function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const messageOf = (payload: unknown): string | undefined => {
  const message = (payload as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * POST /{locale}/api/upload-excel/ (project-builder.md §7): the file, projectId and customerId as
 * multipart, with the market header and the CSRF cookie echoed in its header as every action does.
 */
export async function uploadSkuList({
  market,
  file,
  projectId,
  customerId,
}: {
  market: Market;
  file: File;
  projectId: string;
  customerId: string;
}): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('projectId', projectId);
  form.append('customerId', customerId);
  const csrf = readCookie(CSRF_COOKIE);
  let response: Response;
  try {
    response = await fetch(uploadExcelUrl(market), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [MARKET_HEADER]: market, ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: form,
    });
  } catch {
    return { kind: 'failed' };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    const message = messageOf(payload);
    return message ? { kind: 'unauthorized', message } : { kind: 'unauthorized' };
  }
  const parsed = v.safeParse(uploadResponseSchema, payload);
  return parsed.success ? { kind: 'answered', response: parsed.output } : { kind: 'failed' };
}
