import { useTranslations } from 'next-intl';
import { ConsoleRefusal } from './console-refusal';

/**
 * The pop-up pages' refusal (not the company's member, or a role below what the page needs),
 * worded for the editor. A server component.
 */
export function ConsoleNoAccess({ reason }: { reason: 'notMember' | 'readOnly' }) {
  const t = useTranslations('enterprise.editor.noAccess');
  return <ConsoleRefusal title={t(`${reason}.title`)} description={t(`${reason}.description`)} back={t('toConsole')} />;
}
