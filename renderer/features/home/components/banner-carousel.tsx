import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerArtSize } from '../../../../shared/api/first-view.ts';
import { timings } from '../../../../shared/constants/business.ts';

export type Slide = { key: string; image: string; title: string; onOpen?: () => void };

/**
 * Banner carousel (spec §9): autoplay every 5000 ms with a 1000 ms slide; it loops (autoplay, arrows, dots) only
 * with more than one banner. Autoplay pauses while the pointer or the focus is inside, and a button stops it
 * (WCAG 2.2.2). Slides that are not shown are hidden from assistive technology.
 */
export function BannerCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const loops = slides.length > 1;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (!loops || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), timings.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [loops, paused, slides.length]);

  if (slides.length === 0) return null;
  const current = Math.min(index, slides.length - 1);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="carousel__track"
        style={{
          transform: `translateX(-${current * 100}%)`,
          transitionDuration: `${timings.bannerSpeedMs}ms`,
        }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { index: i + 1, total: slides.length })}
            aria-hidden={i !== current}
            data-active={i === current}
          >
            {slide.onOpen ? (
              <button
                type="button"
                className="carousel__open"
                onClick={slide.onOpen}
                tabIndex={i === current ? 0 : -1}
              >
                <img
                  src={slide.image}
                  alt={slide.title}
                  width={bannerArtSize.width}
                  height={bannerArtSize.height}
                />
              </button>
            ) : (
              <img
                src={slide.image}
                alt={slide.title}
                width={bannerArtSize.width}
                height={bannerArtSize.height}
              />
            )}
          </div>
        ))}
      </div>
      {loops ? (
        <div className="carousel__controls">
          <button type="button" onClick={() => setStopped(!stopped)} aria-pressed={stopped}>
            {stopped ? t('carousel.play') : t('carousel.pause')}
          </button>
          <button type="button" onClick={() => go(current - 1)} aria-label={t('carousel.previous')}>
            ‹
          </button>
          <ul className="carousel__dots">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  aria-label={t('carousel.goTo', { index: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => go(current + 1)} aria-label={t('carousel.next')}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
