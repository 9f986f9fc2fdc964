import type messages from '@/locales/ko.json';

/** A group of messages (not a single message): "popup", "popup.tabs", "search.filters.date". */
type NamespacePaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? never
    : `${Prefix}${Key}` | NamespacePaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

export type MessageNamespace = NamespacePaths<typeof messages>;

/**
 * The messages each part of the app hands to the browser (decision 028). Server components
 * translate on the server and send text; only client components need messages, and each
 * `<ClientMessages scope="...">` sends just the namespaces the client components inside it
 * call `useTranslations` with. The root layout's scope serves its chrome (flash toast, login
 * sheet, error words for failed writes) and the error boundary; a page's scope replaces it
 * for everything inside the page. Pages whose client components translate nothing (login,
 * terms, notices, magazine posts, partner pages, the chat list) need no scope of their own.
 *
 * tests/unit/client-messages.test.ts reads the components and fails when a scope lacks a
 * namespace its components use, or sends one they don't.
 */
export const CLIENT_NAMESPACES = {
  layout: ['auth.flash', 'auth.loginModal', 'auth.welcome', 'errorPage', 'errors'],
  home: ['common', 'home', 'magazine', 'popup'],
  popupDetail: [
    'common',
    'community.shortcut',
    'errors',
    'map',
    'partner',
    'partySizeInput',
    'popup',
    'review.already',
    'review.card',
    'review.form',
    'review.helpful',
    'review.imageCheck',
    'review.images',
    'review.leave',
    'review.list',
    'review.overview',
    'review.success',
    'review.tab',
    'review.write',
    'vote',
  ],
  popupList: ['common', 'errors', 'geolocation', 'popup', 'regions', 'search'],
  popupMap: [
    'common',
    'geolocation',
    'map',
    'popup',
    'regions',
    'search.bar',
    'search.filters',
    // The map says whose results these are when the keyword was corrected (SearchCorrection).
    'search.results',
    'search.suggestions',
    'searchMap',
  ],
  magazine: ['common', 'magazine', 'popup'],
  pass: ['common', 'partner', 'pass.partners', 'pass.popups', 'popup'],
  passPartners: ['common', 'geolocation', 'partner', 'pass'],
  passPopups: ['common', 'pass', 'popup'],
  notice: ['common', 'notice'],
  myPage: ['auth.mypage'],
  myPicks: ['common', 'picks', 'popup'],
  // The review editor's code is preloaded from '리뷰 쓰기' (it opens on the pop-up's page): the
  // source graph counts what that code translates.
  myVisits: ['common', 'errors', 'review.form', 'review.imageCheck', 'review.leave', 'review.success', 'visits'],
  myWaitings: ['common', 'myWaitings'],
  queueConsole: ['common', 'errors', 'partySizeInput', 'queueConsole', 'queueRulesFields'],
  enterpriseOperations: ['common', 'enterprise.operations', 'errors', 'queueRulesFields'],
  enterpriseEditor: ['common', 'enterprise.editor', 'enterprise.popups.status', 'map', 'popup.spotType'],
  reservation: ['common', 'partySizeInput', 'reservation'],
  notifications: ['common', 'notifications'],
  keywords: ['common', 'keywords'],
  notificationSettings: ['common', 'notifications.settings'],
  myReviews: [
    'common',
    'errors',
    'popup.gallery',
    'review.card',
    'review.form',
    'review.history',
    'review.imageCheck',
    'review.leave',
    'review.success',
  ],
  chat: ['common', 'community', 'errors'],
  waiting: ['common', 'waiting', 'partySizeInput'],
  signup: ['common', 'consentItems', 'nicknameField', 'signup', 'terms.documents'],
  consents: ['common', 'consentItems', 'consents', 'terms.documents'],
  profile: ['common', 'nicknameField', 'profile'],
  enterpriseHome: ['common', 'enterprise.popups', 'popup'],
  enterpriseJoin: ['common', 'enterprise.join', 'enterprise.memberRoles'],
  enterpriseMembers: ['common', 'enterprise.memberRoles', 'enterprise.members'],
  enterpriseAdmin: ['common', 'enterprise.admin', 'enterprise.memberRoles', 'enterprise.members.invite'],
} as const satisfies Record<string, readonly MessageNamespace[]>;

export type ClientMessageScope = keyof typeof CLIENT_NAMESPACES;

type MessageTree = { [key: string]: unknown };

const isTree = (value: unknown): value is MessageTree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The part of `messages` under the given namespaces, nested as in the file
 * (`['popup.tabs']` -> `{ popup: { tabs: {...} } }`). Works on plain and on precompiled
 * messages alike: only the namespace objects are walked, their messages are copied as they are.
 */
export function pickMessages(messages: MessageTree, namespaces: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    let source: unknown = messages;
    for (const key of keys) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) throw new Error(`No messages under "${namespace}"`);
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      if (!isTree(target[key])) target[key] = {};
      target = target[key] as MessageTree;
    }
    target[keys[keys.length - 1]] = source;
  }
  return picked;
}
