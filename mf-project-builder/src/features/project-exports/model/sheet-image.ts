import { PROJECT_EXPORT } from '@specify/contracts';

/** An image as exceljs embeds it: only PNG, JPEG and GIF, as a data URL. */
export interface SheetImage {
  extension: 'png' | 'jpeg' | 'gif';
  base64: string;
}

const SIGNATURES: { extension: SheetImage['extension']; bytes: number[] }[] = [
  { extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { extension: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { extension: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** Told by the file's first bytes: an answer's content type is only what the server claims. */
function embeddableType(bytes: Uint8Array): SheetImage['extension'] | undefined {
  return SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  )?.extension;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one call with a whole image's bytes would overflow the argument list.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Draws an image the sheet cannot hold (the catalogue's SVGs, WebP) onto a canvas as a PNG the
 * size it is shown at, twice over for sharp screens, fitted whole on white.
 */
async function rasterize(blob: Blob): Promise<string> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PROJECT_EXPORT.image.width * 2;
    canvas.height = PROJECT_EXPORT.image.height * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the image for the sheet.');
    const width = image.naturalWidth || canvas.width;
    const height = image.naturalHeight || canvas.height;
    const scale = Math.min(canvas.width / width, canvas.height / height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(
      image,
      (canvas.width - width * scale) / 2,
      (canvas.height - height * scale) / 2,
      width * scale,
      height * scale,
    );
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** SVG text, whatever type the answer claimed: a browser draws an SVG only when told it is one. */
function asDrawable(blob: Blob, bytes: Uint8Array): Blob {
  const start = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart();
  const svg = start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'));
  return svg && blob.type !== 'image/svg+xml' ? new Blob([blob], { type: 'image/svg+xml' }) : blob;
}

/** A fetched image as the sheet embeds it: PNG, JPEG and GIF as they are, anything else drawn. */
export async function sheetImageOf(blob: Blob): Promise<SheetImage> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const extension = embeddableType(bytes);
  if (extension) return { extension, base64: `data:image/${extension};base64,${base64Of(bytes)}` };
  return { extension: 'png', base64: await rasterize(asDrawable(blob, bytes)) };
}
