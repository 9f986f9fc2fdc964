import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QueueRulesFields } from '@/components/shared/queue-rules-fields';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';

const t = ko.queueRulesFields;

function Fields({ errors = {} }: { errors?: { maxPartySize?: unknown; noShowGraceMinutes?: unknown } }) {
  const [party, setParty] = useState('8');
  const [grace, setGrace] = useState('5');
  return (
    <>
      <QueueRulesFields
        maxPartySize={{ value: party, onChange: (e) => setParty(e.target.value) }}
        noShowGraceMinutes={{ value: grace, onChange: (e) => setGrace(e.target.value) }}
        errors={errors}
      />
      <p>
        {party}/{grace}
      </p>
    </>
  );
}

describe("a waiting line's rules fields", () => {
  it("name the two numbers with the API's bounds, in the field and in words", () => {
    renderWithProviders(<Fields />);
    const party = screen.getByRole('spinbutton', { name: t.maxPartySize });
    expect(party).toHaveValue(8);
    expect(party).toHaveAttribute('min', '1');
    expect(party).toHaveAttribute('max', '20');
    expect(party).toHaveAccessibleDescription('1~20명');
    const grace = screen.getByRole('spinbutton', { name: t.grace });
    expect(grace).toHaveAttribute('min', '1');
    expect(grace).toHaveAttribute('max', '60');
    expect(grace).toHaveAccessibleDescription(expect.stringContaining('1~60분'));
    expect(party).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('pass what is typed to the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fields />);
    await user.clear(screen.getByRole('spinbutton', { name: t.maxPartySize }));
    await user.type(screen.getByRole('spinbutton', { name: t.maxPartySize }), '12');
    await user.type(screen.getByRole('spinbutton', { name: t.grace }), '0');
    expect(screen.getByText('12/50')).toBeInTheDocument();
  });

  it('say the bounds of a number the form refused', () => {
    renderWithProviders(<Fields errors={{ noShowGraceMinutes: { type: 'too_big' } }} />);
    const grace = screen.getByRole('spinbutton', { name: t.grace });
    expect(grace).toHaveAttribute('aria-invalid', 'true');
    expect(grace).toHaveAccessibleDescription(expect.stringContaining('1부터 60까지의 숫자를 입력해주세요'));
    expect(screen.getByRole('spinbutton', { name: t.maxPartySize })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
