import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, pickMessages, type ClientMessageScope } from '@/i18n/client-namespaces';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { analyzeClientMessageScopes, coveringNamespaces, intlProviderElements, isWithin } from '../utils/client-graph';

/*
 * The browser gets only the messages its client components use (decision 028). The source is
 * read (tests/utils/client-graph.ts): which client components each
 * <ClientMessages scope> surrounds, and which namespaces they, and everything they import,
 * pass to useTranslations. A scope that lacks one fails here (the component would show the
 * key instead of the text), and so does one that sends what nobody there uses.
 */

const report = analyzeClientMessageScopes();
const scopes = Object.keys(CLIENT_NAMESPACES) as ClientMessageScope[];

describe('messages sent to the browser', () => {
  it('can read every translation in client code', () => {
    expect(report.problems).toEqual([]);
  });

  it('has no client component that translates outside a <ClientMessages> scope', () => {
    // e.g. the root layout passing all messages again, or a client component in global-error.
    expect(report.unscoped.map((use) => `${use.namespace} in ${use.module} (${use.via})`)).toEqual([]);
  });

  it('declares every scope the app uses', () => {
    expect([...report.uses.keys()].filter((scope) => !(scope in CLIENT_NAMESPACES))).toEqual([]);
  });

  it.each(scopes)('scope "%s" sends exactly the namespaces its client components use', (scope) => {
    const uses = report.uses.get(scope) ?? [];
    const sent: readonly string[] = CLIENT_NAMESPACES[scope];
    const missing = uses
      .filter((use) => !sent.some((namespace) => isWithin(use.namespace, namespace)))
      .map((use) => `${use.namespace} (${use.module})`);
    const needed = coveringNamespaces(uses.map((use) => use.namespace));
    const unused = sent.filter((namespace) => !needed.includes(namespace));
    expect({ missing: [...new Set(missing)].sort(), unused }).toEqual({ missing: [], unused: [] });
  });

  it('never lets a NextIntlClientProvider inherit every message', () => {
    const elements = intlProviderElements();
    expect(elements.length).toBeGreaterThan(0);
    expect(elements.filter((element) => !element.hasMessages).map((element) => element.file)).toEqual([]);
  });

  it('sends the chrome a small part of the messages', () => {
    const all = JSON.stringify(ko).length;
    const layout = JSON.stringify(pickMessages(ko, CLIENT_NAMESPACES.layout)).length;
    expect(layout / all).toBeLessThan(0.15);
  });
});

describe('pickMessages', () => {
  it('keeps the nesting of the namespaces it picks', () => {
    const picked = pickMessages(ko, ['popup.tabs', 'popup.vote', 'common']);
    expect(picked).toEqual({ popup: { tabs: ko.popup.tabs, vote: ko.popup.vote }, common: ko.common });
  });

  it('finds every namespace of every scope in every locale', () => {
    for (const messages of [ko, en, ja, zh]) {
      for (const scope of scopes) expect(() => pickMessages(messages, CLIENT_NAMESPACES[scope])).not.toThrow();
    }
  });

  it('rejects a namespace that is not there', () => {
    expect(() => pickMessages(ko, ['popup.nothing'])).toThrow('popup.nothing');
  });
});

describe('coveringNamespaces', () => {
  it('drops namespaces inside another one', () => {
    expect(coveringNamespaces(['popup.tabs', 'popup', 'review.form', 'review.formal', 'review.form'])).toEqual([
      'popup',
      'review.form',
      'review.formal',
    ]);
  });
});
