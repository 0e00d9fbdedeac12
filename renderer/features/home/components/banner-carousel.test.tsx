import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useModalStore } from '../../../stores/modal-store.ts';
import { BannerCarousel, type Slide } from './banner-carousel.tsx';

// the first view drawn and quiet: at once, unless a test holds it
const gate = vi.hoisted(() => ({ quiet: Promise.resolve() }));
vi.mock('../../../lib/first-view-quiet.ts', () => ({ firstViewQuiet: () => gate.quiet }));

const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) => ({ key: `b${i}`, image: `/b${i}.png`, title: `Banner ${i + 1}` }));

const activeIndex = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('data-active') === 'true');

describe('banner carousel (spec §9)', () => {
  it('advances every 5000 ms with a 1000 ms slide and loops back to the first', () => {
    vi.useFakeTimers();
    render(<BannerCarousel slides={slides(3)} />);
    expect(activeIndex()).toBe(0);
    expect(document.querySelector<HTMLElement>('.carousel__track')?.style.transitionDuration).toBe('1000ms');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(activeIndex()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeIndex()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe(0);
  });

  it('does not loop, autoplay or show controls with a single banner', () => {
    vi.useFakeTimers();
    render(<BannerCarousel slides={slides(1)} />);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(activeIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Próximo banner' })).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused and can be stopped', () => {
    vi.useFakeTimers();
    render(<BannerCarousel slides={slides(2)} />);
    const region = screen.getByRole('region', { name: 'Destaques' });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(activeIndex()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Retomar' }));
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(activeIndex()).toBe(1);
  });

  it('stands still behind a popup and moves on once it is closed', () => {
    vi.useFakeTimers();
    act(() => useModalStore.getState().open('announcement', { reason: 'popup' }));
    render(<BannerCarousel slides={slides(2)} />);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(activeIndex()).toBe(0);
    act(() => useModalStore.getState().close());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe(1);
  });

  it('has previous, next and dot controls with names', () => {
    render(<BannerCarousel slides={slides(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(activeIndex()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(activeIndex()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 1' }));
    expect(activeIndex()).toBe(0);
    expect(screen.getByRole('button', { name: 'Ir para o banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  describe('pictures (issue 16: a phone asks for the first screen first)', () => {
    const asked = () =>
      [...document.querySelectorAll<HTMLImageElement>('.carousel__slide img')].map((img) =>
        img.getAttribute('src'),
      );
    const picture = (src: string) => {
      const img = document.querySelector<HTMLImageElement>(`.carousel__slide img[src="${src}"]`);
      if (!img) throw new Error(`no picture ${src}`);
      return img;
    };

    // a picture's load (or failure), and the first view's quiet that its neighbours wait for as well
    const loaded = (src: string) =>
      act(async () => {
        fireEvent.load(picture(src));
        // (the carousel's wait for the first view's quiet, when it has come)
        await Promise.resolve();
      });

    it("asks for the shown slide's picture first, and for its neighbours' once it has loaded", async () => {
      render(<BannerCarousel slides={slides(4)} />);
      expect(asked()).toEqual(['/b0.png']);
      await loaded('/b0.png');
      // the next slide and the one before it (the last: the carousel loops), not the one across
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
      fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
      await loaded('/b1.png');
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b2.png', '/b3.png']);
    });

    it("asks for the neighbours' pictures when the shown one fails too", async () => {
      render(<BannerCarousel slides={slides(4)} />);
      expect(asked()).toEqual(['/b0.png']);
      await act(async () => {
        fireEvent.error(picture('/b0.png'));
        await Promise.resolve();
      });
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
    });

    it("waits for the first view to be drawn and quiet before asking for the neighbours' pictures", async () => {
      let quiet: () => void = () => undefined;
      gate.quiet = new Promise<void>((resolve) => (quiet = resolve));
      try {
        render(<BannerCarousel slides={slides(4)} />);
        await loaded('/b0.png');
        expect(asked()).toEqual(['/b0.png']);
        await act(async () => {
          quiet();
          await gate.quiet;
        });
        expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
      } finally {
        gate.quiet = Promise.resolve();
      }
    });

    it('shows a slide reached by its dot with its picture at once', async () => {
      render(<BannerCarousel slides={slides(5)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 3' }));
      expect(asked()).toEqual(['/b0.png', '/b2.png']);
      expect(picture('/b2.png')).toHaveAttribute('alt', 'Banner 3');
      // a slide whose picture has loaded gets its neighbours when it is shown again
      await loaded('/b0.png');
      expect(asked()).toEqual(['/b0.png', '/b2.png']);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 1' }));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b2.png', '/b4.png']);
    });
  });
});
