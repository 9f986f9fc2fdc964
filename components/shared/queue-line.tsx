import { useTranslations } from 'next-intl';
import type { SpotQueueSummary } from '@/api/contracts/search';

/**
 * A pop-up's open waiting line on a list or map card: "12팀 · 약 25분", "12팀" when the line
 * has too little history for an estimate, "바로 입장" when it says walk in now (decision
 * 041). The short form is for the eye; assistive technology reads the sentence it stands for.
 */
export function QueueLine({ queue, className }: { queue: SpotQueueSummary; className?: string }) {
  const t = useTranslations('popup.queueLine');
  const values = { teams: queue.teamCount, minutes: queue.estimatedWaitMinutes ?? 0 };
  const [short, label] =
    queue.status === 'READY'
      ? [t('enterNow'), t('enterNowLabel')]
      : queue.estimatedWaitMinutes === null
        ? [t('teams', values), t('teamsLabel', values)]
        : [t('teamsAndWait', values), t('teamsAndWaitLabel', values)];
  return (
    <span className={className}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
