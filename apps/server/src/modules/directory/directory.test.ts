// The members' directory through the API (decision 104): only members who opted in, only while
// their membership is current, each contact field as the member chose, search by partial words of
// names, services and cities, staff hiding a listing with a reason, and bounded, never-500 queries.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRECTORY_VISIBILITY,
  type DirectoryListingBody,
  type DirectoryMember,
  type DirectoryPage,
  type OwnDirectoryListing,
} from '@portico/domain/contracts/directory.contract';
import { useTestApp } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { directoryListings, members, membershipPeriods } from '../../db/schema';
import { DIRECTORY_RATE_LIMIT } from './directory.routes';

const t = useTestApp();

const listing = (overrides: Partial<DirectoryListingBody> = {}): DirectoryListingBody => ({
  listed: true,
  description: 'Line arrays and stage monitors for weddings and concerts.',
  city: 'Pune',
  services: ['sound'],
  website: 'https://ganesh-sound.example.in',
  social_links: ['https://instagram.com/ganeshsound'],
  visibility: DEFAULT_DIRECTORY_VISIBILITY,
  ...overrides,
});

async function optIn(email: string, body: DirectoryListingBody, company?: string) {
  const { auth, member } = await seededMember(t.app, t.db, email);
  if (company) {
    await t.db.update(members).set({ companyName: company }).where(eq(members.id, member.id));
  }
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/directory/listing',
    headers: auth,
    payload: body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { auth, member, saved: saved.json<{ data: OwnDirectoryListing }>().data };
}

async function search(query: string, ip = '203.0.113.7') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/directory${query}`,
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json<{ data: DirectoryPage }>() };
}

const companies = async (query: string) =>
  (await search(query)).body.data.items.map((item) => item.company);

async function memberPage(id: number, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/directory/${id}`, headers });
  return { status: response.statusCode, body: response.json<{ data: DirectoryMember }>() };
}

describe('the demo data', () => {
  it('lists the demo members who opted in, so a new portal shows a real directory', async () => {
    const page = (await search('')).body.data;
    expect(page.items.map((item) => [item.company, item.city])).toEqual([
      ['Iyer Weddings Pvt Ltd', 'Bengaluru'],
      ['Kapoor Live Pvt Ltd', 'Mumbai'],
      ['Malhotra Productions Ltd', 'Ahmedabad'],
    ]);
    expect(await companies('?service=venues')).toEqual(['Iyer Weddings Pvt Ltd']);
  });
});

describe('the members’ directory', () => {
  // These start from no listing: the demo's own are checked above.
  beforeEach(async () => {
    await t.db.delete(directoryListings);
  });

  it('lists only members who opted in', async () => {
    expect((await search('')).body.data.items).toEqual([]);
    await optIn('member1@example.com', listing(), 'Shree Ganesh Sound');
    await optIn('member2@example.com', listing({ listed: false }));
    const page = (await search('')).body.data;
    expect(page.items.map((item) => item.company)).toEqual(['Shree Ganesh Sound']);
    expect(page.items[0]).toMatchObject({
      city: 'Pune',
      category: 'Gold',
      zone: 'North',
      services: [{ slug: 'sound', label: 'Sound' }],
    });
    // The list carries no contact field at all.
    expect(JSON.stringify(page.items)).not.toContain('@example.com');
    expect(page.services.map((service) => service.label)).toContain('Event management');
  });

  it('finds a member by partial words of their name, a service, a city or a zone', async () => {
    await optIn('member1@example.com', listing(), 'Shree Ganesh Sound');
    await optIn(
      'member2@example.com',
      listing({ city: 'Kochi', services: ['lighting', 'staging'], description: 'Truss and LED.' }),
      'Nair Entertainment LLP',
    );
    expect(await companies('?q=gan')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?q=Shree%20Gan')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?q=sound')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?q=nesh')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?q=pune')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?q=light')).toEqual(['Nair Entertainment LLP']);
    expect(await companies('?service=staging')).toEqual(['Nair Entertainment LLP']);
    expect(await companies('?service=sound&city=pu')).toEqual(['Shree Ganesh Sound']);
    expect(await companies('?zone=south')).toEqual(['Nair Entertainment LLP']);
    expect(await companies('?q=sound&city=Kochi')).toEqual([]);
    expect(await companies('?q=gan%20kochi')).toEqual([]);
  });

  it('drops a lapsed member at once, with no job, and shows them again on renewal', async () => {
    const { member } = await optIn('lapsed@example.com', listing(), 'Singh Sound and Light');
    await optIn('member1@example.com', listing(), 'Shree Ganesh Sound');
    expect(await companies('?q=sound')).toEqual(['Shree Ganesh Sound']);
    expect((await memberPage(member.id)).status).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/directory/listing',
      headers: (await seededMember(t.app, t.db, 'lapsed@example.com')).auth,
    });
    expect(own.json<{ data: OwnDirectoryListing }>().data).toMatchObject({
      listed: true,
      current: false,
    });
    // A renewal is a new period: the listing is back with it.
    const day = 24 * 60 * 60_000;
    await t.db.insert(membershipPeriods).values({
      memberId: member.id,
      categoryId: member.categoryId,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + 365 * day),
    });
    await t.db.update(members).set({ status: 'active' }).where(eq(members.id, member.id));
    expect(await companies('?q=sound')).toEqual(['Shree Ganesh Sound', 'Singh Sound and Light']);
  });

  it('shows each contact field as the member chose: email never to the public', async () => {
    const { member } = await optIn(
      'member1@example.com',
      listing({
        visibility: {
          contact_name: 'public',
          email: 'members',
          phone: 'hidden',
          website: 'public',
          social_links: 'members',
        },
      }),
    );
    const anonymous = (await memberPage(member.id)).body.data;
    expect(anonymous).toMatchObject({
      contact_name: 'Aarav Mehta',
      email: null,
      phone: null,
      website: 'https://ganesh-sound.example.in',
      social_links: [],
      more_for_members: true,
    });
    expect(anonymous.verify_url).toMatch(/^\/verify\/[A-Za-z0-9_-]+~[A-Za-z0-9_-]{86}$/);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/card/verify/${anonymous.verify_url?.slice('/verify/'.length)}`,
    });
    expect(verified.json<{ data: { status: string } }>().data.status).toBe('active');

    const { auth } = await seededMember(t.app, t.db, 'member2@example.com');
    const signedIn = (await memberPage(member.id, auth)).body.data;
    expect(signedIn).toMatchObject({
      email: 'member1@example.com',
      phone: null,
      social_links: ['https://instagram.com/ganeshsound'],
      more_for_members: false,
    });
    // A lapsed member signed in is not a member for the directory.
    const lapsed = await seededMember(t.app, t.db, 'lapsed@example.com');
    expect((await memberPage(member.id, lapsed.auth)).body.data.email).toBeNull();
  });

  it('refuses a public email or phone, an unknown service and a link that is not one', async () => {
    const { auth } = await seededMember(t.app, t.db, 'member1@example.com');
    for (const payload of [
      { ...listing(), visibility: { ...DEFAULT_DIRECTORY_VISIBILITY, email: 'public' } },
      { ...listing(), visibility: { ...DEFAULT_DIRECTORY_VISIBILITY, phone: 'public' } },
      listing({ services: ['juggling'] }),
      listing({ website: 'javascript:alert(1)' }),
      listing({ description: 'x'.repeat(601) }),
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/directory/listing',
        headers: auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lets staff hide a listing with a reason the member sees, and show it again', async () => {
    const { member, auth } = await optIn('member1@example.com', listing(), 'Shree Ganesh Sound');
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/staff/directory/listings/${member.id}/hide`,
      headers: office,
      payload: { reason: 'The website links to another company' },
    });
    expect(hide.statusCode).toBe(200);
    expect(await companies('?q=gan')).toEqual([]);
    expect((await memberPage(member.id)).status).toBe(404);
    // Saving again does not show it.
    await optIn('member1@example.com', listing());
    expect(await companies('')).toEqual([]);
    const own = await t.app.inject({ method: 'GET', url: '/api/directory/listing', headers: auth });
    expect(own.json<{ data: OwnDirectoryListing }>().data.hidden_reason).toBe(
      'The website links to another company',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/staff/directory/listings?q=ganesh',
      headers: office,
    });
    expect(listed.json<{ data: { items: unknown[] } }>().data.items).toEqual([
      expect.objectContaining({ member_id: member.id, hidden_reason: expect.any(String) }),
    ]);
    const show = await t.app.inject({
      method: 'POST',
      url: `/api/staff/directory/listings/${member.id}/show`,
      headers: office,
    });
    expect(show.statusCode).toBe(200);
    expect(await companies('?q=gan')).toEqual(['Shree Ganesh Sound']);
    // A member cannot hide or show, and a reason is required.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/staff/directory/listings/${member.id}/hide`,
      headers: auth,
      payload: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/staff/directory/listings/${member.id}/hide`,
      headers: office,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('lets an admin name the services, which members then choose from', async () => {
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/directory/services',
      headers: admin,
      payload: { services: ['Sound', 'LED walls', 'Venues'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: unknown }>().data).toEqual([
      { slug: 'sound', label: 'Sound' },
      { slug: 'led-walls', label: 'LED walls' },
      { slug: 'venues', label: 'Venues' },
    ]);
    await optIn('member1@example.com', listing({ services: ['led-walls'] }));
    expect(await companies('?q=led')).toEqual(['Mehta Events Pvt Ltd']);
    const duplicate = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/directory/services',
      headers: admin,
      payload: { services: ['Sound', 'sound'] },
    });
    expect(duplicate.statusCode).toBe(400);
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/directory/services',
      headers: office,
      payload: { services: ['Sound'] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers every search with one bounded page and never a 500', async () => {
    await optIn('member1@example.com', listing(), 'Shree Ganesh Sound');
    for (const query of [
      `?q=${'a'.repeat(81)}`,
      '?page=26',
      '?page=0',
      '?page=abc',
      '?zone=mars',
      '?service=Not%20A%20Slug',
      `?city=${'b'.repeat(61)}`,
    ]) {
      expect((await search(query)).status, query).toBe(400);
    }
    for (const query of [
      '?q=%25%25_%5C',
      "?q=')%20or%201=1--",
      '?q=a:*%20%26%20!b%20%7C',
      `?q=${encodeURIComponent('श्री गणेश')}`,
      `?q=${'x '.repeat(39)}`,
      '?q=%F0%9F%8E%B5',
      '?city=%25',
      '?page=25',
    ]) {
      const answer = await search(query);
      expect(answer.status, query).toBe(200);
      expect(answer.body.data.items.length).toBeLessThanOrEqual(20);
    }
    expect((await memberPage(2_147_483_647)).status).toBe(404);
    expect((await memberPage(Number.NaN)).status).toBe(400);
  });

  it('finds a name written in Devanagari by its words', async () => {
    await optIn('member1@example.com', listing(), 'श्री गणेश साउंड');
    expect(await companies(`?q=${encodeURIComponent('गणेश')}`)).toEqual(['श्री गणेश साउंड']);
  });

  it('limits directory reads per client IP', async () => {
    for (let i = 0; i < DIRECTORY_RATE_LIMIT.max; i += 1) {
      expect((await search('', '203.0.113.99')).status).toBe(200);
    }
    const refused = await search('', '203.0.113.99');
    expect(refused.status).toBe(429);
    expect((await search('', '203.0.113.100')).status).toBe(200);
  });

  it('serves the logo by its own address, and lists shown members in the sitemap', async () => {
    const { member, auth } = await optIn('member1@example.com', listing());
    const boundary = '----directorylogo';
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(40, 1)]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/directory/listing/logo',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = uploaded.json<{ data: OwnDirectoryListing }>().data.logo_url ?? '';
    expect(logoUrl).toMatch(new RegExp(`^/api/directory/logo/${member.id}\\?v=[0-9a-f]{16}$`));
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/directory/logo/${member.id}?v=0123456789abcdef`,
    });
    expect(guessed.statusCode).toBe(404);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/directory/${member.id}</loc>`);
    const lapsed = await optIn('lapsed@example.com', listing());
    expect(sitemap.body).not.toContain(`/directory/${lapsed.member.id}<`);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: ');
  });
});
