import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NicknameField } from '@/components/shared/nickname-field';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';

const t = ko.nicknameField;

function Field() {
  const [value, setValue] = useState('');
  return <NicknameField value={value} onChange={setValue} onVerdict={() => {}} />;
}

describe('the nickname field', () => {
  it('names what is wrong: a name too short is not blamed on its characters, and the reverse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const box = screen.getByRole('textbox', { name: t.label });
    await user.type(box, '가');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(t.tooShort));
    expect(box).not.toHaveAccessibleDescription(expect.stringContaining(t.characters));
    await user.clear(box);
    await user.type(box, '팝업!러버');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(t.characters));
  });
});
