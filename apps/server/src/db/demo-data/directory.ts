// A few demo members listed in the members' directory (issue #31, decision 104), so that a new user
// of `npm start` sees a real directory. Only current members no journey opts in itself (member1@
// and member2@ are the directory journey's), with the default visibility; the demo has no logo
// files, so they show their initial.
import { DEFAULT_DIRECTORY_VISIBILITY } from '@portico/domain/contracts/directory.contract';
import type { Executor } from '../client';
import { directoryListings } from '../schema';

type DemoListing = {
  email: string;
  city: string;
  services: string[];
  description: string;
  website: string;
  socialLinks: string[];
};

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    email: 'active@example.com',
    city: 'Mumbai',
    services: ['sound', 'lighting', 'staging'],
    description:
      'Concert sound, lighting and staging for arenas, college festivals and brand launches across Maharashtra, with our own line arrays, LED walls and crew.',
    website: 'https://kapoorlive.example.in',
    socialLinks: ['https://instagram.com/kapoorlive.example'],
  },
  {
    email: 'renew@example.com',
    city: 'Bengaluru',
    services: ['event-management', 'venues'],
    description:
      'Weddings planned end to end: venues in and around Bengaluru and Mysuru, décor, guest travel and the sangeet night.',
    website: 'https://iyerweddings.example.in',
    socialLinks: [],
  },
  {
    email: 'platinum@example.com',
    city: 'Ahmedabad',
    services: ['event-management', 'staging', 'lighting'],
    description:
      'Exhibitions, trade fairs and corporate conferences: stall design and fabrication, stage sets and show lighting.',
    website: 'https://malhotraproductions.example.in',
    socialLinks: ['https://www.linkedin.com/company/malhotra-productions-example'],
  },
];

export async function insertDemoListings(
  tx: Executor,
  memberId: (email: string) => number,
): Promise<void> {
  await tx.insert(directoryListings).values(
    DEMO_LISTINGS.map(({ email, ...listing }) => ({
      memberId: memberId(email),
      listed: true,
      ...listing,
      visibility: DEFAULT_DIRECTORY_VISIBILITY,
    })),
  );
}
