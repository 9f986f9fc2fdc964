import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PartySizeInput } from '@/components/shared/party-size-input';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';

function Stepper({
  start = 2,
  min,
  max = 4,
  hint,
  error,
}: {
  start?: number;
  min?: number;
  max?: number;
  hint?: string;
  error?: string;
}) {
  const [value, setValue] = useState(start);
  return <PartySizeInput value={value} onChange={setValue} min={min} max={max} hint={hint} error={error} />;
}

function renderIn(ui: ReactNode, locale: 'ko' | 'en' = 'ko') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>,
  );
}

const fewer = (count: number) => screen.getByRole('button', { name: `인원 줄이기 (지금 ${count}명)` });
const more = (count: number) => screen.getByRole('button', { name: `인원 늘리기 (지금 ${count}명)` });

describe('the party-size input', () => {
  it('is a group named 인원, described by its hint, with the count announced as it changes', () => {
    renderIn(<Stepper hint="한 번에 최대 4명까지 등록할 수 있어요." />);
    const group = screen.getByRole('group', { name: '인원' });
    expect(group).toHaveAccessibleDescription('한 번에 최대 4명까지 등록할 수 있어요.');
    expect(screen.getByRole('status')).toHaveTextContent('2명');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('steps with − and +, whose names say the count, and stops at the limits without losing focus', async () => {
    const user = userEvent.setup();
    renderIn(<Stepper start={3} max={4} />);
    await user.click(more(3));
    expect(screen.getByRole('status')).toHaveTextContent('4명');
    // At the largest party: + says it is unavailable, stays focused, and does nothing.
    const plus = more(4);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    await user.click(plus);
    expect(screen.getByRole('status')).toHaveTextContent('4명');
    expect(fewer(4)).not.toHaveAttribute('aria-disabled');

    await user.click(fewer(4));
    await user.click(fewer(3));
    await user.click(fewer(2));
    expect(screen.getByRole('status')).toHaveTextContent('1명');
    expect(fewer(1)).toHaveAttribute('aria-disabled', 'true');
    await user.click(fewer(1));
    expect(screen.getByRole('status')).toHaveTextContent('1명');
  });

  it('works from the keyboard: Tab to a button, Enter or Space, the arrows, Home and End', async () => {
    const user = userEvent.setup();
    renderIn(<Stepper start={2} min={2} max={6} />);
    await user.tab();
    expect(fewer(2)).toHaveFocus();
    expect(fewer(2)).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('4명');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('5명');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('3명');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('6명');
    await user.keyboard('{Home}');
    // The smallest party is the given `min`, not 1.
    expect(screen.getByRole('status')).toHaveTextContent('2명');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('2명');
  });

  it("shows a form's refusal and adds it to the group's description", () => {
    renderIn(<Stepper start={5} max={3} hint="한 팀 최대 3명" error="1부터 3까지의 숫자를 입력해주세요" />);
    expect(screen.getByRole('alert')).toHaveTextContent('1부터 3까지의 숫자를 입력해주세요');
    expect(screen.getByRole('group', { name: '인원' })).toHaveAccessibleDescription(
      '한 팀 최대 3명 1부터 3까지의 숫자를 입력해주세요',
    );
  });

  it('brings a value above a lowered limit back within it in one step', async () => {
    const user = userEvent.setup();
    renderIn(<Stepper start={5} max={3} />);
    await user.click(fewer(5));
    expect(screen.getByRole('status')).toHaveTextContent('3명');
  });

  it('is a react-hook-form field through a Controller', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { partySize: 1 } });
      return (
        <form onSubmit={(event) => void handleSubmit((body) => sent.push(body))(event)}>
          <Controller
            control={control}
            name="partySize"
            render={({ field }) => <PartySizeInput value={field.value} onChange={field.onChange} max={8} />}
          />
          <button type="submit">보내기</button>
        </form>
      );
    }
    renderIn(<Form />);
    await user.click(more(1));
    await user.click(more(2));
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(sent).toEqual([{ partySize: 3 }]);
  });

  it('words itself in the reader’s language', () => {
    renderIn(<Stepper start={1} />, 'en');
    expect(screen.getByRole('group', { name: 'Party size' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 person');
    expect(screen.getByRole('button', { name: 'More people (now 1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer people (now 1)' })).toHaveAttribute('aria-disabled', 'true');
  });
});
