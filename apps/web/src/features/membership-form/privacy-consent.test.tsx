// The privacy notice and consent on tab 1 (decision 045): shown to the applicant with a link to the
// full notice, required before a save, ticked once given.
import { screen } from '@testing-library/react';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, openForm, requests, STAR, STAR_BASICS } from './test-support';

describe('membership form: the privacy notice and consent', () => {
  it('shows the notice and refuses Next until the consent box is ticked', async () => {
    const fetchMock = mockApi({
      '/api/association': ok({
        name: 'Demo Association',
        short_name: null,
        email: 'privacy@demo.example',
        phone: null,
        logo_url: null,
        gst_rate: 18,
      }),
    });
    const { user } = await openForm({
      plan: STAR,
      progress: { ...STAR_BASICS, privacy_consent: false },
    });
    expect(screen.getByRole('heading', { name: 'Your personal data' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Read the full privacy notice (opens in a new tab)' }),
    ).toHaveAttribute('href', '/privacy');
    expect(await screen.findByRole('link', { name: 'privacy@demo.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@demo.example',
    );
    const consent = screen.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel });
    expect(consent).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(PRIVACY_MESSAGES.consentRequired)).not.toHaveLength(0);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(new RegExp(PRIVACY_MESSAGES.consentRequired));
    expect(requests(fetchMock)).not.toContain('POST /api/step_1');
  });
});
