import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HERO_SLIDE_MS, HERO_SLIDES, heroImageUrl, heroSrcSet } from '@divespot/shared/hero';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/** Each slide's caption: what kind of diving the picture shows. */
const CAPTIONS: Record<number, MessageId> = {
  1: 'home.hero.slide.reef',
  2: 'home.hero.slide.wreck',
  3: 'home.hero.slide.wall',
  4: 'home.hero.slide.cenote',
  5: 'home.hero.slide.kelp',
};

const SIZES = '100vw';

/** One slide's picture: AVIF where the browser takes it, else WebP, at the width it needs. */
function SlidePicture({
  slide,
  first,
  onLoad,
}: {
  slide: number;
  first: boolean;
  onLoad?: () => void;
}) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A prerendered picture may be in before React attached its load handler.
    if (img.current?.complete) onLoad?.();
  }, [onLoad]);
  return (
    <picture>
      <source type="image/avif" srcSet={heroSrcSet(slide, 'avif')} sizes={SIZES} />
      <img
        ref={img}
        src={heroImageUrl(slide, 1280)}
        srcSet={heroSrcSet(slide)}
        sizes={SIZES}
        width={1920}
        height={960}
        alt=""
        onLoad={onLoad}
        // The first slide is the page's largest paint: fetched first, and never lazily.
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? 'sync' : 'async'}
        className="size-full object-cover"
      />
    </picture>
  );
}

interface HeroSlideshowProps {
  /** The hero's text, search and buttons, over the pictures. */
  children: ReactNode;
}

/**
 * The home page's hero (docs/product/README.md, docs/product/limits.md): five pictures, one every 5 s, behind the page's heading.
 * A pause button stops it (WCAG 2.2.2); pointing at it holds it, and focus inside it (the
 * search box, a link) stops it until play is pressed, as the WAI-ARIA carousel pattern does.
 * With reduced motion asked for it starts paused and changes without a fade. Only the first picture
 * is in the prerendered HTML; the others load once it is in.
 */
export function HeroSlideshow({ children }: HeroSlideshowProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  // The diver's own choice, once made; until then it plays unless less motion is asked for.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const [firstLoaded, setFirstLoaded] = useState(false);
  const onFirstLoad = useCallback(() => setFirstLoaded(true), []);
  const autoplay = chosen ?? !reducedMotion;
  const running = hydrated && autoplay && !held;
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % count), HERO_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [running, current, count]);

  const go = (step: number) => setCurrent((c) => (c + step + count) % count);
  const slide = HERO_SLIDES[current] ?? HERO_SLIDES[0];
  const caption = slide ? CAPTIONS[slide.slide] : undefined;

  return (
    <section
      aria-roledescription={intl.formatMessage({ id: 'home.hero.carousel' })}
      aria-label={intl.formatMessage({ id: 'home.hero.carouselLabel' })}
      // The first screen is the hero: what is below loads as the diver scrolls to it.
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-sky-950 text-white"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={(event) => {
        // Focus inside (the search box, a link) stops it until the diver presses play.
        if (!event.target.closest('[data-rotation-control]')) setChosen(false);
      }}
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {HERO_SLIDES.map(({ slide: n }, index) =>
          index === 0 || (hydrated && firstLoaded) ? (
            <div
              key={n}
              data-hero-slide={n}
              data-current={index === current || undefined}
              className={`absolute inset-0 ${reducedMotion ? '' : 'transition-opacity duration-1000'} ${
                index === current ? 'opacity-100' : 'opacity-0'
              }`}
            >
              <SlidePicture
                slide={n}
                first={index === 0}
                onLoad={index === 0 ? onFirstLoad : undefined}
              />
            </div>
          ) : null,
        )}
        {/* Keeps the text readable over every picture. */}
        <div className="absolute inset-0 bg-gradient-to-r from-sky-950/90 via-sky-950/70 to-sky-950/20" />
      </div>

      <div className="flex flex-1 flex-col justify-center">{children}</div>

      <div className="relative mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pb-6 sm:px-6">
        <p aria-live={autoplay ? 'off' : 'polite'} className="text-sm text-sky-100">
          <span className="sr-only">
            <FormattedMessage
              id="home.hero.slideOf"
              values={{ current: current + 1, total: count }}
            />
          </span>
          {caption && slide ? (
            <Link
              to={pagePath(PAGES.explore, {}, { activity: slide.activity })}
              className="font-medium underline decoration-sky-300/60 underline-offset-4 hover:decoration-white"
            >
              <FormattedMessage id={caption} />
            </Link>
          ) : null}
        </p>
        <div className="flex items-center gap-1">
          <ControlButton
            label={intl.formatMessage({ id: 'home.hero.previous' })}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" size={20} />
          </ControlButton>
          <ControlButton
            label={intl.formatMessage({
              id: autoplay ? 'home.hero.pause' : 'home.hero.play',
            })}
            onClick={() => setChosen(!autoplay)}
            rotation
          >
            {autoplay ? (
              <PauseIcon aria-hidden="true" size={18} />
            ) : (
              <PlayIcon aria-hidden="true" size={18} />
            )}
          </ControlButton>
          <ControlButton label={intl.formatMessage({ id: 'home.hero.next' })} onClick={() => go(1)}>
            <ChevronRightIcon aria-hidden="true" size={20} />
          </ControlButton>
        </div>
      </div>
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  rotation,
  children,
}: {
  label: string;
  onClick: () => void;
  /** The play/pause button: focusing it does not stop the slideshow. */
  rotation?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      data-rotation-control={rotation || undefined}
      className="inline-flex size-11 items-center justify-center rounded-full bg-sky-950/60 text-white ring-1 ring-white/30 backdrop-blur-sm hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}
