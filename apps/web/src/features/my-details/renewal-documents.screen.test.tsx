import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const DETAILS = {
  name: 'Priya Nair',
  company_name: 'Nair Entertainment LLP',
  email: 'member2@example.com',
  mobile_number: '9800000002',
  registered_address: '1 MG Road, Kochi',
  registered_city: 'Kochi',
  registered_pin: '682001',
  gst_number: '32AAFFN5678B1ZF',
  pan_number: 'AAFFN5678B',
  documents: [
    {
      field: 'pan_proof',
      question: 'Is this still your current PAN card?',
      original_name: 'pan.pdf',
      url: '/api/files/a.pdf',
    },
    {
      field: 'address_proof',
      question: 'Is this still your current address proof?',
      original_name: 'address.pdf',
      url: '/api/files/b.pdf',
    },
  ],
  documents_asked: true,
};

describe('the renewal’s documents questions', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('asks one question per document and needs an answer to each', async () => {
    mockFetch({ '/api/my_details': ok(DETAILS) });
    const { user } = renderRoute('/app/renewal-documents');
    expect(
      await screen.findByRole('group', { name: 'Is this still your current PAN card?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Is this still your current address proof?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText('Select yes if this is still your current PAN card'),
    ).toBeInTheDocument();
  });

  it('asks for a file only for a no, then sends only that one', async () => {
    const fetchMock = mockFetch({
      '/api/my_details': ok(DETAILS),
      'POST /api/my_details/renewal_documents': {
        body: { success: true, message: 'Thank you', app_id: 12 },
      },
    });
    const { user } = renderRoute('/app/renewal-documents');
    const pan = await screen.findByRole('group', { name: 'Is this still your current PAN card?' });
    const address = screen.getByRole('group', {
      name: 'Is this still your current address proof?',
    });
    await user.click(within(address).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByLabelText(/Your current/)).not.toBeInTheDocument();
    await user.click(within(pan).getByRole('radio', { name: 'No' }));
    expect(within(pan).getByLabelText(/Your current PAN card/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(await screen.findByRole('alert')).findByText('Upload your current PAN card'),
    ).toBeInTheDocument();
    await user.click(within(pan).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST /api/my_details/renewal_documents')).toEqual([
        { replaced: {} },
      ]),
    );
  });
});
