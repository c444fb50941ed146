import type { ReactNode } from 'react';
import { IconSvg, type IconProps } from '@/components/icons';
import type { AudienceIcon } from '../copy/home';

/** The site's icons are a little larger than the app's (20 instead of 18). */
function Svg({ size = 20, ...props }: IconProps) {
  return <IconSvg size={size} {...props} />;
}

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 18l6-6-6-6" />
  </Svg>
);

export const PauseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 6v12M15 6v12" />
  </Svg>
);

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 5.5v13l10-6.5z" fill="currentColor" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Svg>
);

const AUDIENCE_PATHS: Record<AudienceIcon, ReactNode> = {
  // a heart held in an open hand
  patients: (
    <>
      <path d="M12 11.5c-2.6-1.7-4-3.2-4-4.8C8 5.2 9.1 4 10.4 4c.7 0 1.3.4 1.6 1 .3-.6.9-1 1.6-1C14.9 4 16 5.2 16 6.7c0 1.6-1.4 3.1-4 4.8z" />
      <path d="M3 15l3.5-1.5c1-.4 2-.4 3 0l3 1.2c.8.3.8 1.5-.1 1.7L9 17" />
      <path d="M3 20l4-1.5 6 1.5 8-4.5c-.4-1-1.5-1.3-2.4-.8L14 17" />
    </>
  ),
  // two people
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17 14c2.6 0 4.5 1.8 4.5 4.5" />
    </>
  ),
  // a hospital with a cross
  hospital: (
    <>
      <path d="M4 21V7l8-4 8 4v14" />
      <path d="M12 8v5M9.5 10.5h5" />
      <path d="M10 21v-4h4v4M2 21h20" />
    </>
  ),
  // a stethoscope
  training: (
    <>
      <path d="M6 3v6a4 4 0 0 0 8 0V3" />
      <path d="M10 13v2a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="11" r="2" />
    </>
  ),
  // a public building with columns
  government: (
    <>
      <path d="M3 9l9-5 9 5H3z" />
      <path d="M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 21h18" />
    </>
  ),
};

export const AudienceGlyph = ({ icon, ...props }: IconProps & { icon: AudienceIcon }) => (
  <Svg {...props}>{AUDIENCE_PATHS[icon]}</Svg>
);
