import { SpotPage, type SpotPageProps } from '@/app/[lang]/popup/[id]/spot-page';
import { PassBackLink } from '@/components/pass/pass-back-link';

/**
 * /pass/popups/{id}: a pass pop-up (a spot of type PARTNER) in the pass's own section. It is
 * the pop-up detail itself (same tabs, reviews, picks, alerts, Event JSON-LD); only the
 * address and the way back to the pass differ. A spot of another type answers 308 to its
 * /popup/{id} page, and /popup/{id} of a pass pop-up 308s here: one canonical URL each.
 */
export function PassPopupPage(props: SpotPageProps) {
  return (
    <SpotPage
      {...props}
      kind="pass"
      header={
        <div className="px-4 pt-2">
          <PassBackLink />
        </div>
      }
    />
  );
}
