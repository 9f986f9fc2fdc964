import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from '@/components/ui/chip';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { LabelChip } from '@/components/ui/label-chip';
import { Switch } from '@/components/ui/switch';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { TextArea, TextField } from '@/components/ui/text-field';
import ko from '@/locales/ko.json';

function withIntl(ui: React.ReactNode) {
  return (
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>
  );
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);

describe('Chip', () => {
  function Toggle({ onToggle }: { onToggle?: (on: boolean) => void }) {
    const [on, setOn] = useState(false);
    return (
      <Chip
        pressed={on}
        onClick={() => {
          setOn(!on);
          onToggle?.(!on);
        }}
      >
        혜택
      </Chip>
    );
  }

  it('is a toggle button: a fixed name, aria-pressed for the state, keyboard operable, 44 px tall', async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    const chip = screen.getByRole('button', { name: '혜택' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(chip).toHaveAttribute('type', 'button');
    expect(chip).toHaveClass('min-h-tap');
    await user.click(chip);
    expect(screen.getByRole('button', { name: '혜택', pressed: true })).toBe(chip);
    chip.focus();
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });

  it('ChoiceChip keeps the native radio: one of a group, arrow keys move the choice', async () => {
    const user = userEvent.setup();
    function Days() {
      const [day, setDay] = useState('all');
      return (
        <fieldset>
          <legend>날짜</legend>
          {['all', 'today', 'range'].map((value) => (
            <ChoiceChip
              key={value}
              type="radio"
              name="day"
              value={value}
              checked={day === value}
              onChange={() => setDay(value)}
            >
              {value}
            </ChoiceChip>
          ))}
        </fieldset>
      );
    }
    render(<Days />);
    expect(screen.getByRole('radio', { name: 'all' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'today' }));
    expect(screen.getByRole('radio', { name: 'today' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'all' })).not.toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'range' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'range' })).toHaveFocus();
  });

  it('ChoiceChip as a checkbox toggles on its own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ChoiceChip type="checkbox" value={1} onChange={onChange}>
        친절해요
      </ChoiceChip>,
    );
    await user.click(screen.getByRole('checkbox', { name: '친절해요' }));
    expect(screen.getByRole('checkbox', { name: '친절해요' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('LabelChip is a plain label, not a control', () => {
    render(<LabelChip tone="brand">공지</LabelChip>);
    expect(screen.getByText('공지')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Switch', () => {
  function Setting({ pending = false, onChange }: { pending?: boolean; onChange?: (on: boolean) => void }) {
    const [on, setOn] = useState(false);
    return (
      <Switch
        label="오픈 알림"
        description="팝업이 열리는 날 알려드려요"
        checked={on}
        pending={pending}
        onCheckedChange={(next) => {
          setOn(next);
          onChange?.(next);
        }}
      />
    );
  }

  it('is a named switch with its description; click, Space and Enter flip it', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: '오픈 알림' });
    expect(toggle).toHaveAccessibleDescription('팝업이 열리는 날 알려드려요');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveClass('min-h-tap');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('says it is busy while saving and ignores presses, but keeps focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Setting pending onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '오픈 알림' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('TabList and TabPanel', () => {
  const ITEMS = [
    { value: 'list', label: '목록' },
    { value: 'calendar', label: '캘린더' },
    { value: 'past', label: '지난 팝업' },
  ] as const;
  type Value = (typeof ITEMS)[number]['value'];

  function Harness({ onSelect }: { onSelect?: (value: Value) => void }) {
    const [selected, setSelected] = useState<Value>('list');
    return (
      <>
        <TabList
          idBase="picks"
          label="내 픽 보기"
          items={ITEMS}
          selected={selected}
          onSelect={(value) => {
            setSelected(value);
            onSelect?.(value);
          }}
        />
        {ITEMS.map(({ value }) => (
          <TabPanel key={value} idBase="picks" value={value} selected={value === selected}>
            {`${value} panel`}
          </TabPanel>
        ))}
      </>
    );
  }

  const tab = (name: string) => screen.getByRole('tab', { name });

  it('is a named tab list; the selected tab controls the one visible, named panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '내 픽 보기' })).toBeInTheDocument();
    expect(tab('목록')).toHaveAttribute('aria-selected', 'true');
    expect(tab('캘린더')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(tab('목록')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('목록');
    expect(panel).toHaveTextContent('list panel');
    const hidden = document.getElementById(tab('캘린더').getAttribute('aria-controls')!);
    expect(hidden).not.toBeVisible();
    expect(hidden).toHaveAttribute('aria-labelledby', tab('캘린더').id);
  });

  it('has one tab stop (roving tabindex); arrows wrap, Home and End jump, focus follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(tab('목록')).toHaveAttribute('tabindex', '0');
    expect(tab('캘린더')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('목록')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tab('지난 팝업')).toHaveFocus();
    expect(tab('지난 팝업')).toHaveAttribute('aria-selected', 'true');
    expect(tab('지난 팝업')).toHaveAttribute('tabindex', '0');
    expect(tab('목록')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('목록')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('지난 팝업')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('목록')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('calendar panel');

    // Tab leaves the list for the shown panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('reports a choice once, and not for the tab already selected', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(tab('목록'));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(tab('캘린더'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('calendar');
  });
});

describe('TextField and TextArea', () => {
  it('ties the label, hint and counter to the field, and counts as the reader types', async () => {
    const user = userEvent.setup();
    function Nickname() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="닉네임"
          hint="2~10자"
          maxLength={10}
          showCount
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(withIntl(<Nickname />));
    const field = screen.getByLabelText('닉네임');
    expect(field).toHaveAccessibleDescription(`2~10자 ${fill(ko.common.characterCount, { count: 0, max: 10 })}`);
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(field, '팝스팟');
    expect(screen.getByText('3/10')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(fill(ko.common.characterCount, { count: 3, max: 10 })),
    );
  });

  it('says when the limit is reached', async () => {
    const user = userEvent.setup();
    render(withIntl(<TextArea label="메모" maxLength={5} showCount />));
    const status = screen.getAllByRole('status')[0];
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('메모'), '가나다라마바');
    expect(screen.getByLabelText('메모')).toHaveValue('가나다라마');
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(status).toHaveTextContent(fill(ko.common.characterLimit, { max: 5 }));
  });

  it('marks an error: aria-invalid, the message in the description, in a live region present beforehand', () => {
    const { rerender } = render(withIntl(<TextArea label="리뷰" hint="솔직하게" />));
    const field = screen.getByLabelText('리뷰');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).toHaveAccessibleDescription('솔직하게');
    const region = document.getElementById(`${field.id}-error`)!;
    expect(region).toHaveAttribute('aria-live', 'polite');

    rerender(withIntl(<TextArea label="리뷰" hint="솔직하게" error="10자 이상 작성해주세요" />));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('솔직하게 10자 이상 작성해주세요');
    expect(document.getElementById(`${field.id}-error`)).toBe(region);
    expect(region).toHaveTextContent('10자 이상 작성해주세요');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("announces a refusal after submitting as an alert ('alert' errors), only while there is one", () => {
    const { rerender } = render(withIntl(<TextField type="date" label="방문일" errorAnnouncement="alert" />));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(withIntl(<TextField type="date" label="방문일" errorAnnouncement="alert" error="날짜를 확인해주세요" />));
    expect(screen.getByRole('alert')).toHaveTextContent('날짜를 확인해주세요');
    expect(screen.getByLabelText('방문일')).toHaveAccessibleDescription('날짜를 확인해주세요');
  });

  it('keeps a caller’s own aria-describedby and aria-invalid (one message for two fields)', () => {
    render(
      withIntl(
        <>
          <TextField label="시작일" aria-invalid aria-describedby="range-error" />
          <p id="range-error">종료일이 시작일보다 빨라요</p>
        </>,
      ),
    );
    const field = screen.getByLabelText('시작일');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveClass('border-danger');
    expect(field).toHaveAccessibleDescription('종료일이 시작일보다 빨라요');
  });

  it('works with react-hook-form register: the ref takes the default and focus, the counter counts it', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm({ defaultValues: { nickname: '팝콘' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextField
            label="닉네임"
            maxLength={10}
            showCount
            error={errors.nickname?.message}
            {...register('nickname', { required: '닉네임을 입력해주세요' })}
          />
          <button type="submit">저장</button>
        </form>
      );
    }
    render(withIntl(<Form />));
    const field = screen.getByLabelText('닉네임');
    expect(field).toHaveValue('팝콘');
    expect(screen.getByText('2/10')).toBeInTheDocument();

    await user.clear(field);
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(submitted).not.toHaveBeenCalled();
    // react-hook-form focuses the first invalid field through the ref we forwarded.
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('닉네임을 입력해주세요'));

    await user.type(field, '팝스팟');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(submitted).toHaveBeenCalledWith({ nickname: '팝스팟' }, expect.anything());
  });

  it('works with a react-hook-form Controller (controlled value)', async () => {
    const user = userEvent.setup();
    function Form() {
      const { control } = useForm({ defaultValues: { content: '좋아요' } });
      return (
        <Controller
          control={control}
          name="content"
          render={({ field }) => <TextArea label="내용" maxLength={150} showCount {...field} />}
        />
      );
    }
    render(withIntl(<Form />));
    expect(screen.getByText('3/150')).toBeInTheDocument();
    await user.type(screen.getByLabelText('내용'), '!!');
    expect(screen.getByLabelText('내용')).toHaveValue('좋아요!!');
    expect(screen.getByText('5/150')).toBeInTheDocument();
  });

  it('puts a control beside the field (a send button) without taking it into the label', () => {
    render(withIntl(<TextArea label="메시지" hideLabel aside={<button type="submit">보내기</button>} />));
    const field = screen.getByLabelText('메시지');
    expect(screen.getByText('메시지')).toHaveClass('sr-only');
    expect(within(field.parentElement!.parentElement!).getByRole('button', { name: '보내기' })).toBeInTheDocument();
  });
});
