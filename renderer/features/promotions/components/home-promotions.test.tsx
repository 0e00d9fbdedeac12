import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { getPromotions } from '../../../../shared/api/promotions-list.ts';
import { watchFirstView } from '../../../lib/first-view-quiet.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { stubIntersectionObserver } from '../../../test/intersection-observer-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { HomePromotions } from './home-promotions.tsx';

const base = getPromotions.example.response.promotions[0]!;
const running = [1, 2, 3, 4].map((id) => ({
  ...base,
  promotionId: id,
  title: `Promoção ${id}`,
  bannerUrl: `/promo-${id}.svg`,
  status: 'Process' as const,
}));

afterEach(() => vi.unstubAllGlobals());

describe("the home page's promotions card (issue 16: a phone's first screen first)", () => {
  it('asks for the first two pictures at once and for the others once the first view is drawn and quiet', async () => {
    stubFetch({ [getPromotions.path]: { value: { categories: ['CASINO'], promotions: running } } });
    // nothing comes into the window in this test: the pictures beyond a phone's right edge wait for the quiet
    stubIntersectionObserver();
    let firstViewAnswered: () => void = () => undefined;
    void watchFirstView(new QueryClient(), new Promise<void>((resolve) => (firstViewAnswered = resolve)));
    try {
      renderWithProviders(<HomePromotions />);
      await screen.findByText('Promoção 4');
      const images = [...document.querySelectorAll<HTMLImageElement>('.home-promos__item img')];
      expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
        ['/promo-1.svg', 'eager'],
        ['/promo-2.svg', 'eager'],
        [null, 'lazy'],
        [null, 'lazy'],
      ]);
      firstViewAnswered();
      await waitFor(() =>
        expect(images.map((img) => img.getAttribute('src'))).toEqual(running.map((p) => p.bannerUrl)),
      );
    } finally {
      firstViewAnswered();
    }
  });
});
