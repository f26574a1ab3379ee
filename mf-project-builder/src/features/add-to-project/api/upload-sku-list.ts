import Papa from 'papaparse';
import * as v from 'valibot';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_ACTION_TIMEOUT_MS,
  MARKET_HEADER,
  uploadExcelUrl,
  uploadResponseSchema,
  type EventPayload,
  type Market,
  type UploadResponse,
} from '@specify/contracts';

export type SkuListRows = EventPayload<'project:skus-uploaded'>['rows'];

/** The file name the rows travel under; the platform reads the type from it. */
export const SKU_LIST_FILE_NAME = 'sku-list.csv';

/** Why an upload failed as a whole: no answer, or an answer that is not a result. */
export class UploadFailure extends Error {
  constructor(
    readonly reason: 'offline' | 'timeout' | 'unauthorized' | 'refused',
    /** The platform's message, when it sent one fit to show. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? reason);
    this.name = 'UploadFailure';
  }
}

/** The rows as the csv the platform reads: sku, qty, section (project-builder.md §5). */
export function skuListCsv(rows: SkuListRows): string {
  return Papa.unparse(
    rows.map(({ sku, qty, section }) => ({ sku, qty, section })),
    { columns: ['sku', 'qty', 'section'] },
  );
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const messageSchema = v.object({ message: v.pipe(v.string(), v.minLength(1)) });

/**
 * Posts a checked SKU list to upload-excel (§7 "Other calls": file, projectId, customerId) with the
 * market and CSRF headers `callAction` sends, and answers the platform's result (a partial success
 * is a result, not a failure). A refused upload throws UploadFailure with the platform's message.
 */
export async function uploadSkuList({
  market,
  projectId,
  customerId,
  rows,
  timeoutMs = DEFAULT_ACTION_TIMEOUT_MS,
}: {
  market: Market;
  projectId: string;
  customerId: string;
  rows: SkuListRows;
  timeoutMs?: number;
}): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', new Blob([skuListCsv(rows)], { type: 'text/csv' }), SKU_LIST_FILE_NAME);
  form.append('projectId', projectId);
  form.append('customerId', customerId);
  const csrf = readCookie(CSRF_COOKIE);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(uploadExcelUrl(market), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [MARKET_HEADER]: market, ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: form,
      signal: controller.signal,
    }).catch(() => {
      throw new UploadFailure(timedOut ? 'timeout' : 'offline');
    });
    const payload: unknown = await response.json().catch(() => undefined);
    const result = v.safeParse(uploadResponseSchema, payload);
    if (response.ok && result.success) return result.output;
    const message = v.safeParse(messageSchema, payload);
    throw new UploadFailure(
      response.status === 401 ? 'unauthorized' : 'refused',
      message.success ? message.output.message : undefined,
    );
  } finally {
    clearTimeout(timer);
  }
}
