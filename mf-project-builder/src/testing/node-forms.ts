import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData, File and Blob cannot be sent by the Node fetch the MSW environment gives the
 * tests (a jsdom File has no stream(), so a multipart body never finishes). For tests that upload,
 * this puts Node's own classes in their place while the file's tests run; a browser has one set.
 */
export function setUpNodeFormsAndFiles() {
  const original = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  beforeAll(async () => {
    // Node's FormData class, reached through a Response of this realm.
    const form = await new Response('a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    Object.assign(globalThis, {
      FormData: form.constructor,
      File: NodeFile,
      Blob: NodeBlob,
    });
  });
  afterAll(() => Object.assign(globalThis, original));
}

/** A file as a user would pick it, of the kind the tests' FormData can send. */
export function pickedFile(content: string, name: string, type = 'text/csv'): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}
