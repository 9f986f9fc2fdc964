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

/** Naver's "N" for the Naver login button (Naver green on white, one of Naver's button variants). */
export function NaverSymbol({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d="M16.27 12.85 7.38 0H0v24h7.73V11.15L16.62 24H24V0h-7.73v12.85Z" />
    </svg>
  );
}

/** The Apple logo for the Sign in with Apple button (white on black, per Apple's guidelines). */
export function AppleSymbol({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.9 1.15 9.15.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.78.74 2.99.72 1.23-.02 2.01-1.12 2.77-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.39-.92-2.41-3.65ZM14.1 5.84c.63-.77 1.06-1.84.94-2.9-.91.04-2.01.61-2.66 1.37-.58.67-1.1 1.77-.96 2.8 1.02.08 2.05-.51 2.68-1.27Z"
      />
    </svg>
  );
}
