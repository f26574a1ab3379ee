import {
  UploadExcelError,
  uploadExcel,
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

/** The picked file through the contracts' upload client, as the outcome the tab shows. */
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
  try {
    const response = await uploadExcel({
      market,
      file,
      fileName: file.name,
      projectId,
      customerId,
    });
    return { kind: 'answered', response };
  } catch (error) {
    if (error instanceof UploadExcelError && error.reason === 'unauthorized')
      return error.serverMessage
        ? { kind: 'unauthorized', message: error.serverMessage }
        : { kind: 'unauthorized' };
    return { kind: 'failed' };
  }
}
