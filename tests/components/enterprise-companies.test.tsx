import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { CreateCompanyForm } from '@/components/enterprise/create-company-form';
import { NewPopupEditor } from '@/components/enterprise/popup-editor';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const company = (id: number, name: string): AdminCompany => ({
  id,
  name,
  businessRegistrationNumber: `12345678${String(id).padStart(2, '0')}`,
  email: `hello@c${id}.example`,
  domains: [],
  memberCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('an admin’s new pop-up for a company', () => {
  it('names the company in the editor’s header, not its number', async () => {
    server.use(
      http.get('/api/v1/admin/companies', () =>
        HttpResponse.json(ok([company(7, '다른회사'), company(6, '모노하우스')])),
      ),
      http.get('/api/v1/enterprise/spot-categories', () => HttpResponse.json(ok([]))),
    );
    renderWithProviders(<NewPopupEditor companyId={6} isAdmin mapStyleUrl={null} />);
    const header = screen.getByRole('heading', { level: 1, name: ko.enterprise.editor.newTitle }).parentElement!;
    expect(await screen.findByText('모노하우스')).toBeInTheDocument();
    expect(header).toHaveTextContent('모노하우스');
    expect(header).not.toHaveTextContent(/#6|다른회사/);
  });
});

describe('registering a company', () => {
  it('says on the name field that another company has the name', async () => {
    const c = ko.enterprise.admin.create;
    let posted = 0;
    server.use(
      http.post('/api/v1/admin/companies', () => {
        posted += 1;
        return HttpResponse.json(fail(40900204), { status: 409 });
      }),
    );
    renderWithProviders(<CreateCompanyForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(c.name), ' 모노하우스 ');
    await user.type(screen.getByLabelText(c.brn), '123-45-67890');
    await user.type(screen.getByLabelText(c.email), 'hello@monohaus.kr');
    await user.click(screen.getByRole('button', { name: c.submit }));

    const name = screen.getByLabelText(c.name);
    expect(await screen.findByRole('alert')).toHaveTextContent(c.nameTaken);
    expect(name).toHaveAccessibleDescription(expect.stringContaining(c.nameTaken));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(1);
  });
});
