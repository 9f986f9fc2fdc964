'use client';

import { useState } from 'react';

/** The default avatar: a neutral silhouette, for accounts without a picture. */
function DefaultAvatar({ label, size = 72 }: { label: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 72 72"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="rounded-full bg-canvas text-ink-muted"
    >
      <circle cx="36" cy="28" r="13" fill="currentColor" opacity="0.35" />
      <path d="M12 64c2-13 12-20 24-20s22 7 24 20" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

/**
 * The profile picture from Kakao's CDN, or the default avatar when there is none or it fails
 * to load (deleted on Kakao's side, or blocked). A plain <img>: it is a small remote image
 * that next/image would not resize anyway (images are unoptimized in this app).
 */
export function ProfileAvatar({ src, label, size = 72 }: { src: string | null; label: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <DefaultAvatar label={label} size={size} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="rounded-full bg-canvas object-cover"
      style={{ width: size, height: size }}
    />
  );
}
