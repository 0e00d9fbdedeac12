import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useModalStore } from '../../../stores/modal-store.ts';
import { BannerCarousel, type Slide } from './banner-carousel.tsx';

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

    it("asks for the shown slide's picture first, and for its neighbours' once it has loaded", () => {
      render(<BannerCarousel slides={slides(4)} />);
      expect(asked()).toEqual(['/b0.png']);
      fireEvent.load(picture('/b0.png'));
      // the next slide and the one before it (the last: the carousel loops), not the one across
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
      fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
      fireEvent.load(picture('/b1.png'));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b2.png', '/b3.png']);
    });

    it("asks for the neighbours' pictures when the shown one fails too", () => {
      render(<BannerCarousel slides={slides(4)} />);
      expect(asked()).toEqual(['/b0.png']);
      fireEvent.error(picture('/b0.png'));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b3.png']);
    });

    it('shows a slide reached by its dot with its picture at once', () => {
      render(<BannerCarousel slides={slides(5)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 3' }));
      expect(asked()).toEqual(['/b0.png', '/b2.png']);
      expect(picture('/b2.png')).toHaveAttribute('alt', 'Banner 3');
      // a slide whose picture has loaded gets its neighbours when it is shown again
      fireEvent.load(picture('/b0.png'));
      expect(asked()).toEqual(['/b0.png', '/b2.png']);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 1' }));
      expect(asked()).toEqual(['/b0.png', '/b1.png', '/b2.png', '/b4.png']);
    });
  });
});
