'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { afterDialogHistory } from '@/components/ui/dialog-history';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { SearchFilterBar } from './search-filter-bar';
import type { FilterPanelProps } from './search-filter-panel';

type Props = FilterPanelProps & {
  /** The button that opened it: focus goes back there. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/**
 * The filters on a phone: a bottom sheet (ui/Dialog: focus stays inside; Escape, Back, a tap
 * outside and the close button close it; focus returns to the filter button) holding a draft
 * of the filters. 'Show results' applies the draft; closing any other way drops it, so the
 * list and its address change once, not per chip (decision 058).
 */
export function FilterSheet({ filters, onChange, panelId, opener, onClose }: Props) {
  const t = useTranslations('search.filters');
  const common = useTranslations('common');
  const titleId = useId();
  const [draft, setDraft] = useState(filters);

  const apply = () => {
    onClose();
    // Written once the sheet's own history entry is gone, or its Back would undo it.
    afterDialogHistory(() => onChange(draft));
  };

  return (
    <Dialog variant="sheet" labelledBy={titleId} onClose={onClose} returnFocus={opener}>
      <div className="flex items-center justify-between gap-2 ps-gutter pe-1 pt-2">
        <h2 id={titleId} className="text-title font-bold">
          {t('sheetTitle')}
        </h2>
        <IconButton label={common('close')} icon={<CloseIcon width={20} height={20} />} onClick={onClose} />
      </div>
      <div id={panelId} className="min-h-0 flex-1 overflow-y-auto px-gutter pt-1 pb-3">
        <SearchFilterBar filters={draft} onChange={setDraft} />
      </div>
      <div className="border-t border-line px-gutter py-3">
        <Button size="lg" fullWidth onClick={apply}>
          {t('showResults')}
        </Button>
      </div>
    </Dialog>
  );
}
