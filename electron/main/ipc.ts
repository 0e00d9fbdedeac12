import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { z } from 'zod';

/**
 * Every IPC handler goes through `handle` (checklist #17): the call must come from the main window's webContents,
 * from its top-level frame, and that frame must be showing the renderer (app://renderer or the dev server);
 * the arguments are then parsed with the channel's zod tuple schema. Anything else throws, so the renderer's
 * `invoke` rejects and `fn` never runs.
 */
export type SenderPolicy = {
  /** the webContents allowed to call (the main window's), or null while there is none */
  trustedWebContents: () => WebContents | null;
  isRendererUrl: (url: string) => boolean;
};

export class IpcRejectedError extends Error {
  override name = 'IpcRejectedError';
}

export function isTrustedSender(event: IpcMainInvokeEvent, policy: SenderPolicy): boolean {
  const trusted = policy.trustedWebContents();
  if (trusted === null || trusted.isDestroyed() || event.sender !== trusted) return false;
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return false;
  return policy.isRendererUrl(frame.url);
}

export type Handle = <Schema extends z.ZodType<readonly unknown[]>>(
  channel: string,
  schema: Schema,
  fn: (args: z.output<Schema>) => unknown,
) => void;

export function createIpc(policy: SenderPolicy): { handle: Handle; dispose(): void } {
  const registered: string[] = [];
  const handle: Handle = (channel, schema, fn) => {
    registered.push(channel);
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, policy)) throw new IpcRejectedError(`${channel}: sender not allowed`);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new IpcRejectedError(`${channel}: invalid arguments`);
      return await fn(parsed.data);
    });
  };
  return {
    handle,
    dispose() {
      for (const channel of registered.splice(0)) ipcMain.removeHandler(channel);
    },
  };
}
