import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, startI18n } from '../../lib/i18n.ts';
import { toast, toastRegion } from '../../lib/toast.ts';
import { Toaster } from './toaster.tsx';

describe('the toast region', () => {
  it('is not mounted with the first view (sonner is not fetched), and comes with the first toast, which it shows', async () => {
    await startI18n();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );
    expect(toastRegion.wanted()).toBe(false);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.success('Código copiado');
    });
    expect(toastRegion.wanted()).toBe(true);
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notificações/i })).toBeInTheDocument();
  });

  it("gives sonner the language's writing direction: rendering never reads the page's computed style", async () => {
    await startI18n();
    act(() => {
      toast('Primeiro aviso');
    });
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );
    const region = await screen.findByRole('region', { name: /notificações/i });
    const computed = vi.spyOn(window, 'getComputedStyle');
    try {
      rerender(
        <I18nextProvider i18n={i18n}>
          <Toaster />
        </I18nextProvider>,
      );
      act(() => {
        toast('Segundo aviso');
      });
      expect(await screen.findByText('Segundo aviso')).toBeInTheDocument();
      expect(computed.mock.calls.filter(([element]) => element === document.documentElement)).toEqual([]);
      expect(region.querySelector('[dir]')?.getAttribute('dir')).toBe('ltr');
    } finally {
      computed.mockRestore();
    }
  });
});
