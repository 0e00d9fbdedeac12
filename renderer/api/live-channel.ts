/**
 * Whether the live-update channel (live-updates.ts) is open right now. While it is, the platform pushes every change
 * of the system status (maintenance, region rules) and the status is not polled (get-system-status.ts); when the
 * channel drops, the status is read at once and polled again.
 */
let open = false;

export const liveChannel = {
  isOpen: (): boolean => open,
  set(value: boolean): void {
    open = value;
  },
};
