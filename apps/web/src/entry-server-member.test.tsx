// @vitest-environment node
// The server's render of a member's pages with the member's session (decision 047): each render has a
// session of its own, so renders that overlap for different members never see each other's data.
import type { PlanStatus } from '@portico/domain/member';
import { afterEach, describe, expect, it } from 'vitest';
import { isRenderScopeOn } from './render-scope';
import { setApiTransport } from './app/api-client';
import { getSession } from './app/session';
import { render, type RenderSession } from './entry-server';
import { goldPlanStatus } from './test/plan-status-fixture';

type Member = { id: number; token: string; plan: string; company: string };

const ASHA: Member = { id: 12, token: 'render-token-asha', plan: 'Gold', company: 'Rao Events' };
const RAVI: Member = { id: 34, token: 'render-token-ravi', plan: 'Silver', company: 'Iyer Sound' };
const MEMBERS = [ASHA, RAVI];

function planStatus(member: Member): PlanStatus {
  return goldPlanStatus({
    Plan_Name: member.plan,
    renew: true,
    app_id: member.id,
    Unique_id: `EEMA-00${member.id}`,
    Name: member.company,
    Email: `${member.plan.toLowerCase()}@example.com`,
    can_upgrade: false,
  });
}

function checkout(member: Member) {
  return {
    success: true,
    data: {
      type: 'renew',
      Plan_Name: member.plan,
      Name: member.company,
      Authorized_Person: 'Someone',
      Email: 'someone@example.com',
      Mobile: '9876543210',
      Joining_Fees: 0,
      Discount: 0,
      Annual_Fees: 150000,
      gst: 27000,
      gst_rate: 18,
      total: 177000,
      plan_history: { id: 9, history_type: 'renew', app_id: member.id },
      coupon: { status: false, msg: '', code: null, reason: 'none' },
      period: null,
    },
    payment_link_expired: false,
    provider: 'sandbox',
    key: 'rzp_test',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The API as the server answers in-process: a member's token reads that member's records only
 * (another's is a 403), and Asha's answers come slowly, so her render overlaps Ravi's.
 */
function memberApi(seen: { url: string; authorization: string | undefined }[]) {
  setApiTransport(async (url, init) => {
    const authorization = (init.headers as Record<string, string>).Authorization;
    seen.push({ url, authorization });
    // Public, as the server answers it: every page's header names the association.
    if (url === '/api/association') {
      return Response.json({
        success: true,
        data: {
          name: 'EEMA',
          short_name: null,
          email: null,
          phone: null,
          logo_url: null,
          gst_rate: 18,
        },
      });
    }
    const member = MEMBERS.find((one) => authorization === `Bearer ${one.token}`);
    if (!member) return Response.json({ success: false, message: 'Unauthorised' }, { status: 401 });
    await sleep(member === ASHA ? 60 : 5);
    // The id in the path must be the caller's own, as the API checks.
    const own = (path: string) => url === `/api/${path}/${member.id}`;
    if (own('plan_status')) return Response.json({ success: true, data: planStatus(member) });
    if (own('invoices')) return Response.json({ success: true, data: [] });
    if (own('renew_checkout') || own('checkout_upgrade')) return Response.json(checkout(member));
    if (url === '/api/my_data_requests') return Response.json({ success: true, data: [] });
    if (url === '/api/auto_renewal')
      return Response.json({ success: true, data: AUTO_RENEWAL_OFF });
    if (url === '/api/team') return Response.json({ success: true, data: teamOf(member) });
    if (url === '/api/reminder_channels') {
      return Response.json({ success: true, data: { email: true, whatsapp: false } });
    }
    return Response.json({ success: false, message: 'Forbidden' }, { status: 403 });
  });
}

/** GET /api/team: the member's own person, the account holder (decision 110). */
const teamOf = (member: Member) => ({
  company_name: member.company,
  me: { id: member.id, name: 'Holder', role: 'admin', holder: true },
  people: [],
  transfers_need_approval: false,
  transfer_request: null,
});

/** GET /api/auto_renewal while the association does not offer it. */
const AUTO_RENEWAL_OFF = {
  offered: false,
  unavailable_reason: 'The association does not offer auto-renewal.',
  methods: [],
  renewal_amount: null,
  no_authentication_limit: 1500000,
  mandate: null,
  debits: [],
};

const sessionOf = (member: Member): RenderSession => ({
  token: member.token,
  user: { id: member.id },
});

async function htmlAndState(url: string, session?: RenderSession) {
  const page = await render(url, session);
  if (page.kind !== 'page') throw new Error(`${url} redirected to ${page.location}`);
  return { html: page.html, state: JSON.stringify(page.state), member: page.member };
}

describe("a member's pages rendered with the member's session", () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it('plan status shows the plan, ready to renew, and carries the answers for the browser', async () => {
    memberApi([]);
    const { html, state } = await htmlAndState('/app/plan-status', sessionOf(ASHA));
    expect(html).toContain('Gold');
    expect(html).toContain('EEMA-0012');
    expect(html).toContain('Renew Plan');
    expect(html).not.toContain('Loading your plan…');
    expect(state).toContain('"plan-status","12"');
    expect(state).toContain('"reminder-channels"');
    // The render's token is the server's own: it is never in the page.
    expect(html + state).not.toContain(ASHA.token);
  });

  it('two renders at once, for two members, each show their own plan and ask with their own token', async () => {
    const seen: { url: string; authorization: string | undefined }[] = [];
    memberApi(seen);
    const [asha, ravi, nobody] = await Promise.all([
      htmlAndState('/app/plan-status', sessionOf(ASHA)),
      htmlAndState('/app/plan-status', sessionOf(RAVI)),
      htmlAndState('/app/plan-status'),
    ]);
    expect(asha.html).toContain('EEMA-0012');
    expect(asha.html).not.toContain('EEMA-0034');
    expect(asha.state).not.toContain('Iyer Sound');
    expect(ravi.html).toContain('EEMA-0034');
    expect(ravi.html).not.toContain('EEMA-0012');
    expect(ravi.state).not.toContain('Rao Events');
    // The visitor without a session gets the page's frame, as before.
    expect(nobody.html).toContain('Loading your plan…');
    expect(nobody.html + nobody.state).not.toMatch(/EEMA-00|Rao Events|Iyer Sound/);
    for (const call of seen) {
      const member = call.url.endsWith(`/${ASHA.id}`)
        ? ASHA
        : call.url.endsWith(`/${RAVI.id}`)
          ? RAVI
          : null;
      if (member) expect(call.authorization, call.url).toBe(`Bearer ${member.token}`);
    }
    // Only the association's name, public, is read without a session (the visitor's header).
    expect(seen.filter((call) => call.authorization === undefined).map((call) => call.url)).toEqual(
      ['/api/association'],
    );
    // No render leaves its session behind for anyone else.
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('switches the render scope off between renders, and a later render still has its session', async () => {
    memberApi([]);
    const first = htmlAndState('/app/plan-status', sessionOf(ASHA));
    expect(isRenderScopeOn()).toBe(true);
    await first;
    // Off: no async hooks for the requests in between (a login pays for them otherwise).
    expect(isRenderScopeOn()).toBe(false);
    const { html } = await htmlAndState('/app/plan-status', sessionOf(RAVI));
    expect(html).toContain('EEMA-0034');
    expect(isRenderScopeOn()).toBe(false);
  });

  it('renewal checkout shows the checkout and Make Payment', async () => {
    memberApi([]);
    const { html, state, member } = await htmlAndState('/app/checkout/MTI=', sessionOf(ASHA));
    expect(html).toContain('Rao Events');
    expect(html).toContain('Make Payment');
    expect(html).not.toContain('Loading checkout…');
    expect(state).toContain('"checkout","renew",12');
    expect(member).toEqual({ id: 12 });
  });

  it("the upgrade checkout shows the member's upgrade", async () => {
    memberApi([]);
    const { html, state } = await htmlAndState('/app/upgrade/checkout/MTI=', sessionOf(ASHA));
    expect(html).toContain('Rao Events');
    expect(html).toContain('Log Out');
    expect(state).toContain('"checkout","upgrade",12');
  });

  it("another member's checkout is refused, and the page renders as loading, with no answer", async () => {
    memberApi([]);
    // MzQ= is 34: Ravi's id, which Asha's token may not read.
    const { html, state, member } = await htmlAndState('/app/checkout/MzQ=', sessionOf(ASHA));
    expect(html).toContain('Loading checkout…');
    // The refusal forgot the session, as in the browser: the page does not claim to be Asha's.
    expect(member).toBeNull();
    expect(state).not.toContain('Iyer Sound');
    // No answer but the association's (its header): nothing of Ravi's.
    const { queries } = JSON.parse(state) as { queries: { queryKey: unknown }[] };
    expect(queries.map((query) => query.queryKey)).toEqual([['association']]);
  });
});
