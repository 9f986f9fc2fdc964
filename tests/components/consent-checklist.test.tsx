import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsentChecklist, type ConsentAnswers } from '@/components/auth/consent-checklist';
import { CONSENT_ITEMS } from '@/lib/consent-items';
import ko from '@/locales/ko.json';

const none = Object.fromEntries(CONSENT_ITEMS.map((item) => [item, false])) as ConsentAnswers;

function Checklist() {
  const [answers, setAnswers] = useState(none);
  return <ConsentChecklist answers={answers} onChange={setAnswers} />;
}

function renderChecklist() {
  return render(
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <Checklist />
    </NextIntlClientProvider>,
  );
}

describe('the sign-up consent checklist', () => {
  it("draws '모두 동의해요' as a row like the items (no card of its own), set apart by a rule", () => {
    renderChecklist();
    const all = screen.getByRole('checkbox', { name: new RegExp(ko.consentItems.agreeAll) });
    const service = screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' });
    const allRow = all.closest('label')!;
    const serviceRow = service.closest('label')!;
    expect(all.className).toBe(service.className);
    expect(allRow).not.toHaveClass('rounded-card');
    expect(allRow).toHaveClass('border-b', 'min-h-tap', 'gap-3', 'text-body');
    expect(serviceRow).toHaveClass('min-h-tap', 'gap-3', 'text-body');
  });

  it('ticks and unticks every item', async () => {
    renderChecklist();
    const all = screen.getByRole('checkbox', { name: new RegExp(ko.consentItems.agreeAll) });
    await userEvent.click(all);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    await userEvent.click(all);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
