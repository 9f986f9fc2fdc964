'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { hasAccessToken } from '@/api/client-session';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useRequireLogin } from '@/hooks/use-require-login';
import { IconButton } from '@/components/ui/icon-button';
import { TextArea } from '@/components/ui/text-field';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import { SendIcon } from '@/components/ui/chat-icons';

const subscribe = () => () => {};

type Props = {
  /** Sends the trimmed text; answers false when nothing was sent (the login modal opened). */
  onSend: (content: string) => boolean;
};

/**
 * The message box: a TextArea of at most 124 characters with its counter, and a send button.
 * Enter sends and Shift+Enter breaks the line, except while an IME is composing (Korean
 * input commits its syllable with Enter). Text is kept when sending didn't happen.
 *
 * An anonymous reader can't post, so for them the box is the way in: read-only (no keyboard
 * pops up on a phone), and a tap or a typed key opens the login modal. Focus alone doesn't
 * (a dialog opening on focus is a change of context, WCAG 3.2.1, and focus comes back here
 * when the modal closes).
 */
export function ChatComposer({ onSend }: Props) {
  const t = useTranslations('community.composer');
  const hasKeyboard = useMediaQuery('(pointer: fine)');
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const signedIn = useSyncExternalStore(subscribe, hasAccessToken, () => false);
  const requireLogin = useRequireLogin();
  const askToSignIn = () => requireLogin(() => inputRef.current?.focus());
  const content = text.trim();

  const submit = () => {
    if (!content) return;
    if (onSend(content)) {
      setText('');
      inputRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!signedIn) {
      // Typing (or Enter) means 'I want to write': Tab, arrows and shortcuts pass through.
      const typing = event.key === 'Enter' || (event.key.length === 1 && !event.ctrlKey && !event.metaKey);
      if (typing) {
        event.preventDefault();
        askToSignIn();
      }
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    // 229: the IME is still composing (Safari reports it this way instead of isComposing).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-line bg-surface px-3 pt-2 pb-[calc(0.25rem+env(safe-area-inset-bottom))]"
    >
      <TextArea
        ref={inputRef}
        label={t('label')}
        hideLabel
        // Shift+Enter means something only with a keyboard; a phone's keyboard has none.
        hint={hasKeyboard ? t('hint') : undefined}
        hideHint
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, CHAT_MESSAGE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        onClick={signedIn ? undefined : askToSignIn}
        readOnly={!signedIn}
        aria-haspopup={signedIn ? undefined : 'dialog'}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        showCount
        rows={2}
        enterKeyHint="send"
        placeholder={signedIn ? t('placeholder') : t('placeholderSignedOut')}
        aside={<IconButton type="submit" tone="primary" label={t('send')} icon={<SendIcon />} disabled={!content} />}
      />
    </form>
  );
}
