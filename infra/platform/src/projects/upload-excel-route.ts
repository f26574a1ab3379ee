import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  MARKETS,
  MARKET_DEFINITIONS,
  PROJECT_LIMITS,
  UPLOAD_MESSAGES,
  cleanRoomName,
  type Market,
  type UploadResponse,
  type UploadRow,
} from '@specify/contracts';
import { csrfHolds } from '../kernel/csrf';
import { SessionHandle } from '../kernel/session';
import type { Services } from '../kernel/services';
import { checkSkuList, type CheckedRow } from './sku-list/check-rows';
import { readSkuSheet } from './sku-list/read-sheet';
import { addItems, lockProjectAt, touchProject } from './store';
import { PlatformError } from '../kernel/platform-error';

/** Sheets read at once; more wait for nothing and get 503 (reading an xlsx is CPU work). */
export const MAX_CONCURRENT_UPLOADS = 2;

const LIMITS = {
  fileSize: PROJECT_LIMITS.uploadBytes,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 5,
  headerPairs: 50,
} as const;

type Failure = Pick<UploadResponse, 'code' | 'message'>;

function answer(
  reply: FastifyReply,
  status: number,
  body: Failure & Partial<UploadResponse>,
): FastifyReply {
  const full: UploadResponse = { addedSkus: [], notAddedSkus: [], ...body };
  return reply.code(status).header('cache-control', 'no-store').send(full);
}

interface UploadForm {
  file?: { name: string; data: Buffer };
  projectId?: string;
  customerId?: string;
}

/** Reads the multipart form within LIMITS; a file over the size limit is refused, not truncated. */
async function readForm(request: FastifyRequest): Promise<UploadForm | 'too-large' | 'failed'> {
  const form: UploadForm = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || form.file) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) return 'too-large';
      form.file = { name: part.filename, data };
    } else if (part.fieldname === 'projectId' || part.fieldname === 'customerId') {
      if (typeof part.value === 'string') form[part.fieldname] = part.value.trim();
    }
  }
  return form;
}

/** readForm, or 'too-slow' once `deadlineMs` have passed (the connection is then closed). */
async function readFormWithin(
  request: FastifyRequest,
  deadlineMs: number,
): Promise<UploadForm | 'too-large' | 'failed' | 'too-slow'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'too-slow'>((resolve) => {
    timer = setTimeout(() => resolve('too-slow'), deadlineMs);
  });
  try {
    return await Promise.race([readForm(request).catch(() => 'failed' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

function uploadRow(row: CheckedRow, remarks: UploadRow['remarks'], qty = row.qty): UploadRow {
  return { sku: row.sku, qty, section: row.section, remarks };
}

/**
 * `POST /{locale}/api/upload-excel/` (project-builder.md §7 "Other calls"): a SKU list (xlsx or
 * csv; file, projectId, customerId) added to one of the caller's projects in one transaction.
 * Every §5 rule holds; each row comes back with its §8 remark. 401 signed out; a project the
 * caller may not change is 404, as a missing one.
 */
export async function uploadExcelRoutes(
  app: FastifyInstance,
  { services, bodyDeadlineMs }: { services: Services; bodyDeadlineMs: number },
) {
  await app.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: false });
  let reading = 0;

  const handle = (market: Market) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart())
      return answer(reply, 400, {
        code: 'ERROR',
        message: 'Send the file as multipart/form-data with file, projectId and customerId.',
      });
    const session = new SessionHandle(services.db, request, reply, services.now);
    const account = await session.account();
    if (!account) return reply.code(401).send({ message: 'Unauthorized' });
    if (!csrfHolds(request))
      return answer(reply, 403, {
        code: 'ERROR',
        message: 'The request is missing its CSRF token. Reload the page and try again.',
      });
    // The body is read before a slot is taken: a client that sends headers and stops holds no
    // slot, and is cut off at the deadline.
    const form = await readFormWithin(request, bodyDeadlineMs);
    if (form === 'too-slow')
      return answer(reply.header('connection', 'close'), 408, {
        code: 'ERROR',
        message: 'The upload took too long to arrive. Please try again.',
      });
    if (form === 'failed')
      return answer(reply, 400, { code: 'ERROR', message: UPLOAD_MESSAGES.failed });
    if (reading >= MAX_CONCURRENT_UPLOADS) {
      reply.header('retry-after', '5');
      return answer(reply, 503, {
        code: 'ERROR',
        message: 'Upload failed. Please try again shortly.',
      });
    }
    reading += 1;
    try {
      if (form === 'too-large')
        return answer(reply, 413, {
          code: 'inValidFileFormat',
          message: `${UPLOAD_MESSAGES.inValidFileFormat} The file is larger than ${PROJECT_LIMITS.uploadBytes / 1024} KB.`,
        });
      if (!form.projectId || form.projectId.length > 100)
        return answer(reply, 400, { code: 'ERROR', message: 'projectId is required.' });
      if (!form.file)
        return answer(reply, 400, {
          code: 'inValidFileFormat',
          message: UPLOAD_MESSAGES.inValidFileFormat,
        });
      // The builder names the project's owner; only internal users act on others' projects.
      if (form.customerId && form.customerId !== account.accountId && !account.isInternalUser)
        return answer(reply, 404, { code: 'ERROR', message: 'That project was not found.' });

      const check = checkSkuList(await readSkuSheet(form.file.data, form.file.name));
      if (!check.ok) return answer(reply, 400, { code: check.code, message: check.message });

      const valid = check.rows.filter((row) => row.valid);
      const matches = await services.catalogue.variantsByCodes(
        valid.map((row) => row.valid?.sku ?? ''),
        account.isInternalUser,
      );
      const bySku = new Map(matches.map((match) => [match.variant.sku.toLowerCase(), match]));
      const languageTag = MARKET_DEFINITIONS[market].languageTag;
      const projectId = form.projectId;
      const added: UploadRow[] = [];
      const notAdded: UploadRow[] = [];
      for (const row of check.rows) {
        if (!row.valid) notAdded.push(uploadRow(row, row.remarks ?? 'Invalid SKU present'));
        else if (!bySku.has(row.valid.sku.toLowerCase()))
          notAdded.push(uploadRow(row, 'Product not found'));
        else added.push(uploadRow(row, 'Successfully added', String(row.valid.quantity)));
      }
      try {
        await services.db.transaction(async (tx) => {
          const project = await lockProjectAt(tx, projectId, account, undefined);
          const existing = new Map(project.roomLabels.map((label) => [label.toLowerCase(), label]));
          const items = valid.flatMap((row) => {
            const match = row.valid && bySku.get(row.valid.sku.toLowerCase());
            if (!row.valid || !match) return [];
            const label = row.valid.roomLabel;
            return [
              {
                match,
                roomLabel: existing.get(label.toLowerCase()) ?? cleanRoomName(label),
                quantity: row.valid.quantity,
                languageTag,
              },
            ];
          });
          if (items.length === 0) return;
          const roomLabels = await addItems(tx, project, items, services.now());
          await touchProject(tx, project, account, services.now(), { roomLabels });
        });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const status = error.code === 'error.project.notFound' ? 404 : 400;
        return answer(reply, status, { code: 'ERROR', message: error.message });
      }
      const code =
        added.length === 0
          ? 'inValidProducts'
          : notAdded.length > 0
            ? 'PARTIAL_SUCCESS'
            : 'SUCCESS';
      return answer(reply, 200, {
        code,
        message:
          code === 'inValidProducts' ? UPLOAD_MESSAGES.inValidProducts : UPLOAD_MESSAGES[code],
        ...(check.duplicatesCombined ? { duplicatesCombined: true } : {}),
        addedSkus: added,
        notAddedSkus: notAdded,
      });
    } finally {
      reading -= 1;
    }
  };

  for (const market of MARKETS)
    app.post(
      `/${market}/api/upload-excel/`,
      { config: { rateLimitedBy: 'upload' } },
      handle(market),
    );
}
