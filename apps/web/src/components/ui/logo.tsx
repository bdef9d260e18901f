/** The DiveSpot wave mark (same drawing as /favicon.svg). Decorative: pair it with text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#075985" />
      <circle cx="43" cy="17" r="4" fill="none" stroke="#bae6fd" strokeWidth="2.5" />
      <circle cx="50" cy="27" r="2.5" fill="none" stroke="#bae6fd" strokeWidth="2" />
      <path
        d="M10 34c5.5-5 10.5-5 16 0s10.5 5 16 0 10.5-5 12 0"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path
        d="M10 46c5.5-5 10.5-5 16 0s10.5 5 16 0 10.5-5 12 0"
        fill="none"
        stroke="#7dd3fc"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
