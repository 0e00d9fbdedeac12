import { writeFile } from 'node:fs/promises';
import { dialog, type BrowserWindow } from 'electron';
import type { SaveCsvRequest } from '../../shared/ipc/bridge.ts';
import type { MainStrings } from './strings.ts';

/**
 * Saves a CSV the renderer exported (agent centre reports): the sandboxed renderer has no file system, so main asks
 * where with the system's save dialog and writes the text there — UTF-8 with a byte-order mark, so spreadsheet apps
 * read the accents right. The request was checked by the bridge (a plain file name, a size limit); the path is the
 * one the person picked, never the renderer's.
 */
export function createCsvSaver(deps: { window: () => BrowserWindow | null; strings: () => MainStrings }) {
  return async (request: SaveCsvRequest): Promise<{ saved: boolean }> => {
    const s = deps.strings();
    const options = {
      title: s.saveCsvTitle,
      defaultPath: request.suggestedName,
      buttonLabel: s.save,
      filters: [{ name: s.csvFiles, extensions: ['csv'] }],
      properties: ['createDirectory', 'showOverwriteConfirmation'] as (
        'createDirectory' | 'showOverwriteConfirmation'
      )[],
    };
    const window = deps.window();
    const result = window
      ? await dialog.showSaveDialog(window, options)
      : await dialog.showSaveDialog(options);
    if (result.canceled || !result.filePath) return { saved: false };
    await writeFile(result.filePath, `\uFEFF${request.content}`, 'utf8');
    return { saved: true };
  };
}
