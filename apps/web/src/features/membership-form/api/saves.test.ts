import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockFetch } from '../../../test/mock-fetch';
import { checkMember } from './check-member';
import { saveBasicDetails, type SaveBasicDetailsPayload } from './save-basic-details';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the saves check their payload against the contract before sending it', () => {
  it('sends a payload the contract takes, as it is', async () => {
    const fetchMock = mockFetch({
      'POST /api/check_member': { body: { success: true, match: 'member' } },
    });
    const pair = { email: ' a@example.com ', phone: 9800000013 };
    expect(await checkMember(pair)).toBe('member');
    expect(bodiesSentTo(fetchMock, 'POST /api/check_member')).toEqual([pair]);
  });

  it('sends nothing when a field has the wrong type', async () => {
    const fetchMock = mockFetch({});
    const payload = { name: { first: 'Asha' } } as unknown as SaveBasicDetailsPayload;
    await expect(saveBasicDetails(payload)).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
