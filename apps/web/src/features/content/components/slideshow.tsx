import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useHover, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../copy/home';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './content-icons';

/** Seed 001 section 9: the home slideshow turns every 25 seconds. */
export const SLIDE_INTERVAL_MS = 25_000;

interface SlideshowProps {
  slides: Slide[];
  intervalMs?: number;
}

/**
 * The home page's slideshow, after the WAI-ARIA carousel pattern: previous, next, pause/play and
 * one button per slide. It turns by itself until paused, waits while the pointer is over it,
 * stops when keyboard focus moves into it, and never turns by itself for people who ask for
 * reduced motion (they can still press play).
 */
export function Slideshow({ slides, intervalMs = SLIDE_INTERVAL_MS }: SlideshowProps) {
  const { t } = useTranslation();
  // Read after the first render, which must match the prerendered page (no motion preference).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false, {
    getInitialValueInEffect: true,
  });
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: then their choice wins.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const { hovered, ref } = useHover<HTMLElement>();
  const turning = playing && !hovered;
  const count = slides.length;

  useEffect(() => {
    if (!turning || count < 2) return undefined;
    // A new timer for every slide, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [turning, index, count, intervalMs]);

  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
  };
  // Keyboard focus arriving from outside stops the rotation (a mouse click does not).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    const entering = !(from instanceof Node && event.currentTarget.contains(from));
    if (entering && event.target.matches(':focus-visible')) setPlayChoice(false);
  };

  return (
    <section
      ref={ref}
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={t('ui.content.slideshow')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {/* Announce slide changes only when the visitor makes them. */}
      <div aria-live={turning ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.image}
            className="slideshow-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('ui.content.slide', { number: slideIndex + 1, total: count })}
            hidden={slideIndex !== index}
          >
            {/* The first slide is the page's main picture; the others load when shown. */}
            <img
              src={slide.image}
              alt={slide.alt}
              width={800}
              height={500}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
            />
            <div style={{ padding: '16px 20px 4px' }}>
              <Text fw={700} fz="lg" c="brand.9">
                {slide.title}
              </Text>
              <Text fz="sm" c="gray.8" mt={4}>
                {slide.text}
              </Text>
            </div>
          </div>
        ))}
      </div>
      <Group justify="space-between" gap="xs" px="md" pb="sm" pt={4} wrap="nowrap">
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          onClick={() => setPlayChoice(!playing)}
          aria-label={playing ? t('ui.content.pauseSlideshow') : t('ui.content.playSlideshow')}
        >
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={16} />}
        </ActionIcon>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={() => show(index - 1)}
            aria-label={t('ui.content.previousSlide')}
          >
            <ChevronLeftIcon />
          </ActionIcon>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.image}
              type="button"
              className="slideshow-dot-hit"
              aria-label={t('ui.content.showSlide', { number: slideIndex + 1, title: slide.title })}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => show(slideIndex)}
            >
              <span className="slideshow-dot" />
            </button>
          ))}
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={() => show(index + 1)}
            aria-label={t('ui.content.nextSlide')}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Group>
      </Group>
    </section>
  );
}
