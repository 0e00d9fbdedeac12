import { beforeEach, describe, expect, it, vi } from 'vitest';

// what is asked for: a screen's module by its name, or a popup's code
const asked = vi.hoisted(() => [] as string[]);
vi.mock('./screens.ts', () => ({
  // the texts are screen-texts.test.tsx's
  screenTexts: {},
  screens: new Proxy(
    {},
    {
      get: (_, name) => ({
        preload: () => {
          asked.push(String(name));
          return Promise.resolve();
        },
      }),
    },
  ),
}));
vi.mock('./modal-host.tsx', () => ({
  preloadModal: (name: string) => asked.push(`popup ${name}`),
}));

const { preloadAfterFirstView, preloadScreenFor } = await import('./preload.ts');
const { useSessionStore } = await import('../stores/session-store.ts');

const signedIn = (isLogin: boolean) =>
  useSessionStore.setState({ isLogin, token: isLogin ? 'token-0123' : null });

describe("the screen an address shows, loaded before it is drawn (a visitor's mobile data)", () => {
  beforeEach(() => {
    asked.length = 0;
    signedIn(false);
  });

  it("a public page's own screen, for a visitor and a member alike", () => {
    preloadScreenFor('/promotions');
    signedIn(true);
    preloadScreenFor('/help');
    expect(asked).toEqual(['promotions', 'help']);
  });

  it("a page for members only: a member's own screen; for a visitor the login popup's code, not the page's", () => {
    preloadScreenFor('/member');
    preloadScreenFor('/vnLottery');
    expect(asked).toEqual(['popup auth', 'popup auth']);
    asked.length = 0;
    signedIn(true);
    preloadScreenFor('/member');
    expect(asked).toEqual(['member']);
  });

  it('before the session is read: a public page at once, a page for members only waits for it', () => {
    preloadScreenFor('/member', null);
    preloadScreenFor('/pointMall', null);
    expect(asked).toEqual([]);
    preloadScreenFor('/promotions', null);
    expect(asked).toEqual(['promotions']);
  });

  it("the sign-up's and the forgotten password's addresses: for a visitor, the popup's code (and the sign-up's texts) with the screen's", () => {
    preloadScreenFor('/register', null);
    expect(asked).toEqual(['home']);
    asked.length = 0;
    preloadScreenFor('/register');
    preloadScreenFor('/forget');
    expect(asked).toEqual(['popup register', 'home', 'popup auth', 'home']);
    asked.length = 0;
    // a member is not shown the popup: the screen only
    signedIn(true);
    preloadScreenFor('/register');
    expect(asked).toEqual(['home']);
  });

  it('the login address: the home page it goes to, and for a visitor the login popup over it', () => {
    preloadScreenFor('/login', null);
    expect(asked).toEqual(['home']);
    asked.length = 0;
    preloadScreenFor('/login');
    expect(asked).toEqual(['popup auth', 'home']);
    asked.length = 0;
    signedIn(true);
    preloadScreenFor('/login');
    expect(asked).toEqual(['home']);
  });

  it("a link the pointer reaches: a visitor's to the member centre starts the login popup's code", () => {
    preloadAfterFirstView(new Promise<void>(() => undefined));
    document.body.innerHTML =
      '<a href="/member"><span>Minha conta</span></a><a href="/promotions">Promoções</a>';
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelectorAll('a')[1]?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(asked).toEqual(['popup auth', 'promotions']);
  });
});
