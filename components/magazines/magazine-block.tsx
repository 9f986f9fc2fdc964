import { useLocale, useTranslations } from 'next-intl';
import type { MagazineOption } from '@/api/contracts/magazines';
import { Link } from '@/i18n/navigation';
import { safeExternalUrl } from '@/lib/safe-url';
import { SpotCard } from '@/components/ui/spot-card';
import { StoredImage } from '@/components/ui/stored-image';
import { cardFromMagazineSpot } from '@/components/ui/spot-card-data';

/** A site path such as /pass (not the protocol-relative //host, which leaves the site). */
function sitePath(url: string): string | null {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

/**
 * One body block, with the element that says what it is: TEXT paragraphs (blank lines start
 * a new paragraph, single line breaks are kept), HEADING h2, QUOTE blockquote, IMAGE figure,
 * SPOT a pop-up card, LINK a link that only ever leaves the site over http(s), DIVIDER hr.
 * Text is rendered as text: an editor's "<b>" shows as typed, never as markup.
 * `lang` is set when the block is in another language than the article around it.
 */
export function MagazineBlock({ option, articleLang }: { option: MagazineOption; articleLang: string }) {
  const t = useTranslations('magazine');
  const locale = useLocale();
  const lang = option.contentLocale !== articleLang ? option.contentLocale : undefined;
  const text = option.textOption?.content ?? '';

  switch (option.type) {
    case 'TEXT': {
      const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
      return (
        <>
          {paragraphs.map((paragraph, i) => (
            <p key={i} lang={lang} className="leading-relaxed whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
        </>
      );
    }
    case 'HEADING':
      return text ? (
        <h2 lang={lang} className="pt-4 text-xl font-bold">
          {text}
        </h2>
      ) : null;
    case 'QUOTE':
      return text ? (
        <blockquote lang={lang} className="border-l-4 border-brand py-1 pl-4 text-lg font-medium whitespace-pre-line">
          {text}
        </blockquote>
      ) : null;
    case 'IMAGE':
      if (!option.imageOption) return null;
      return (
        <figure className="flex flex-col gap-2">
          {/* Width and height keep the box's ratio before the image arrives. */}
          <StoredImage
            src={option.imageOption.path}
            alt={option.imageOption.caption ?? ''}
            sizes="(max-width: 480px) calc(100vw - 32px), 448px"
            width={960}
            height={640}
            className="h-auto w-full rounded-xl bg-canvas"
          />
          {option.imageOption.caption && (
            <figcaption lang={lang} className="text-center text-sm text-ink-muted">
              {option.imageOption.caption}
            </figcaption>
          )}
        </figure>
      );
    case 'SPOT':
      return option.spotOption ? (
        // The reader's language around it: the post's block may be marked Korean.
        <aside lang={locale}>
          <SpotCard as="div" spot={cardFromMagazineSpot(option.spotOption)} layout="compact" imageSizes="80px" />
        </aside>
      ) : null;
    case 'LINK': {
      if (!option.linkOption) return null;
      const label = option.linkOption.text || option.linkOption.url;
      const internal = sitePath(option.linkOption.url);
      const external = internal ? null : safeExternalUrl(option.linkOption.url);
      const className = 'font-semibold text-brand-strong underline underline-offset-4';
      if (internal) {
        return (
          <p lang={lang}>
            <Link href={internal} className={className}>
              {label} →
            </Link>
          </p>
        );
      }
      if (!external) return <p lang={lang}>{label}</p>;
      return (
        <p lang={lang}>
          <a href={external} target="_blank" rel="noopener noreferrer nofollow" className={className}>
            {label} ↗
            <span className="sr-only" lang={locale}>
              {' '}
              {t('opensInNewWindow')}
            </span>
          </a>
        </p>
      );
    }
    case 'DIVIDER':
      return <hr className="my-2 border-line" />;
    default:
      return null;
  }
}
