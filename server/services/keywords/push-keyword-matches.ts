import 'server-only';
import { logger } from '../../logger';
import { localizeNotification } from '../notifications/notification-messages';
import { sendPushToUser } from '../push/send-push';
import type { KeywordMatch } from './notify-keyword-matches';

/**
 * The Web Push of keyword notifications just written (after their transaction committed), in
 * each browser's language. Best effort, like every push: the in-app notification is the record.
 */
export async function pushKeywordMatches(matches: KeywordMatch[]): Promise<void> {
  for (const match of matches) {
    await sendPushToUser(match.userId, (lang) => ({
      ...localizeNotification(
        { title: match.params.spotTitle, body: null, messageKey: 'keywordMatch', messageParams: match.params },
        lang,
      ),
      link: match.link,
      tag: `keyword-${match.link}`,
    })).catch((error: unknown) => logger.warn('keyword push failed', { userId: match.userId, error }));
  }
}
