/** Decorative: the heading next to each picture says what happened. */

export function FailureIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="#fff5f5" />
      <rect
        x="24"
        y="36"
        width="72"
        height="48"
        rx="8"
        fill="#ffffff"
        stroke="#c92a2a"
        strokeWidth="3"
      />
      <rect x="24" y="46" width="72" height="9" fill="#ffc9c9" />
      <rect x="32" y="66" width="22" height="6" rx="3" fill="#ffc9c9" />
      <circle cx="84" cy="82" r="17" fill="#c92a2a" />
      <path d="M77 75l14 14M91 75L77 89" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function SuccessIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="#e7f5f7" />
      <circle cx="60" cy="60" r="34" fill="#0c6673" />
      <path
        d="M45 61l10 10 20-22"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PendingIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="#e7f5ff" />
      <circle cx="60" cy="60" r="32" fill="none" stroke="#1864ab" strokeWidth="5" />
      <path d="M60 42v19l12 8" fill="none" stroke="#1864ab" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
