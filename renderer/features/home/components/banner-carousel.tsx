import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerArtSize } from '../../../../shared/api/first-view.ts';
import { timings } from '../../../../shared/constants/business.ts';
import { firstViewQuiet } from '../../../lib/first-view-quiet.ts';
import { usePopupOpen } from '../../../stores/modal-store.ts';

export type Slide = { key: string; image: string; title: string; onOpen?: () => void };

/**
 * Banner carousel (spec §9): autoplay every 5000 ms with a 1000 ms slide; it loops (autoplay, arrows, dots) only
 * with more than one banner. Autoplay pauses while the pointer or the focus is inside, and a button stops it
 * (WCAG 2.2.2). Slides that are not shown are hidden from assistive technology. Behind a popup (the notices', a
 * login's) the page stands still: no slide moves where nobody can use it, and a phone draws no frame for it.
 *
 * Only the shown slide's picture is asked for at first; its neighbours' once it has loaded and the first view is drawn
 * and quiet (`firstViewQuiet`), so that the next slide is ready when the carousel moves on. The others wait until they
 * are shown or become a neighbour: on a phone's first load they would share the line and the main thread with the
 * first screen (issue 16).
 */
export function BannerCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const behindPopup = usePopupOpen();
  // the slides whose pictures have been asked for (kept once asked), and those whose pictures have loaded or failed
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const loops = slides.length > 1;
  const paused = hovered || focused || stopped;
  const current = Math.min(index, Math.max(slides.length - 1, 0));
  const keyAt = (step: number) => slides[(current + step + slides.length) % slides.length]?.key;
  const [shownKey, nextKey, previousKey] = [keyAt(0), keyAt(1), keyAt(-1)];

  // the shown slide's picture, and once it has loaded its neighbours' (the next slide is ready when it moves in);
  // recorded while rendering (React's pattern for state that follows props and state), not in an effect
  const wanted = (
    shownKey !== undefined && settled.has(shownKey) ? [shownKey, nextKey, previousKey] : [shownKey]
  ).filter((key) => key !== undefined);
  if (!wanted.every((key) => asked.has(key))) setAsked(new Set([...asked, ...wanted]));

  useEffect(() => {
    if (!loops || paused || behindPopup) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), timings.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [loops, paused, behindPopup, slides.length]);

  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  // a picture counts as settled (its neighbours may load) once the first view is drawn and quiet as well
  const onSettled = (key: string) => () =>
    void firstViewQuiet().then(() =>
      setSettled((before) => (before.has(key) ? before : new Set([...before, key]))),
    );

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
        {slides.map((slide, i) => {
          const picture =
            i === current || asked.has(slide.key) ? (
              <img
                src={slide.image}
                alt={slide.title}
                width={bannerArtSize.width}
                height={bannerArtSize.height}
                onLoad={onSettled(slide.key)}
                onError={onSettled(slide.key)}
              />
            ) : null;
          return (
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
                  {picture}
                </button>
              ) : (
                picture
              )}
            </div>
          );
        })}
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
