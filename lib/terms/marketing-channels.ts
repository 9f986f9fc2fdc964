/**
 * The channels marketing consent is given or refused for, one by one (spec section 9:
 * promotions by email, SMS, app push and messenger). The ids match the PROMOTION_* consent
 * items stored per user (`PROMOTION_${channel}`); the names are the binding Korean ones the
 * marketing consent text lists.
 */
export const MARKETING_CHANNELS = ['EMAIL', 'SMS', 'APP_PUSH', 'MESSENGER'] as const;
type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MARKETING_CHANNEL_NAMES_KO: Record<MarketingChannel, string> = {
  EMAIL: '이메일',
  SMS: '문자 메시지(SMS·MMS)',
  APP_PUSH: '앱 푸시 알림',
  MESSENGER: '메신저(카카오톡 알림톡·채널 메시지)',
};
