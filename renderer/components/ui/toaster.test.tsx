import { describe, expect, it } from 'vitest';
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
});
