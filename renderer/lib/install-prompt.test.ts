import { describe, expect, it, vi } from 'vitest';
import { installPrompt, onInstallPromptChange } from './install-prompt.ts';

describe('the install offer', () => {
  it('is kept from whenever the browser makes it, until the app is installed', () => {
    const notify = vi.fn();
    const stop = onInstallPromptChange(notify);
    expect(installPrompt()).toBeNull();

    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    // kept for the download page's button, and the browser's own banner held back
    expect(installPrompt()).toBe(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt()).toBeNull();
    expect(notify).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
