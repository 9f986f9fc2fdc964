/** Kakao's speech-bubble symbol for the Kakao login button (per Kakao's design guide). */
export function KakaoSymbol({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.5 2 10.82c0 2.8 1.87 5.25 4.68 6.63l-.95 3.5c-.08.3.26.55.52.37l4.18-2.76c.51.06 1.03.09 1.57.09 5.52 0 10-3.5 10-7.83S17.52 3 12 3Z"
      />
    </svg>
  );
}
