import { readFile, writeFile } from 'node:fs/promises';

/**
 * The generation of the seed's pictures. A seeded folder keeps its files from start to start;
 * when the drawings change (bump this), a folder drawn by an older generation redraws its
 * pictures instead of keeping them because they exist.
 */
export const DRAWINGS = '2';

/** Where a folder records the generation its pictures were drawn by. */
export const DRAWINGS_MARK = '.drawings';

/** Whether the pictures under the mark were drawn by this generation. */
export async function drawnByThisGeneration(markPath: string): Promise<boolean> {
  try {
    return (await readFile(markPath, 'utf8')).trim() === DRAWINGS;
  } catch {
    return false;
  }
}

export function markDrawn(markPath: string): Promise<void> {
  return writeFile(markPath, `${DRAWINGS}\n`);
}
