import { Text } from '@mantine/core';
import { useSiteConfig } from '@/lib/site-config';
import { homeCopy } from '../copy/localized';
import { useLocalizedContent } from '@/lib/localized-content';

/** Only web addresses are embedded; anything else falls back to the poster. */
function embeddable(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The home page's video: the configured one (site-config homeVideoUrl), or a poster with a
 * caption while none is configured, the settings are loading or could not be read.
 */
export function HomeVideo() {
  const home = useLocalizedContent(homeCopy);
  const config = useSiteConfig();
  const videoUrl = embeddable(config.data?.homeVideoUrl);

  if (videoUrl) {
    return (
      <iframe
        className="video-frame"
        src={videoUrl}
        title={home.videoFrameTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <figure className="content-figure">
      {/* Below the slideshow: loaded as it scrolls into view. */}
      <img
        src="/images/video-poster.svg"
        alt={home.posterAlt}
        width={1280}
        height={720}
        loading="lazy"
      />
      <Text component="figcaption" fz="sm" c="gray.8" mt="sm">
        {home.posterCaption}
      </Text>
    </figure>
  );
}
