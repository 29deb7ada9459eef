import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearAuth } from '../session';
import { toast } from '../toast';
import { endServerSession } from './api/end-session';

/** Signing out on purpose: the token ends, the session and every back-office read are forgotten. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);

  function signOut() {
    // The sign-in page must not offer this page back to the next person.
    setSignedOut(true);
    // The server ends the token too (a failure is ignored: it is forgotten here either way). The
    // request takes the token before clearAuth runs.
    void endServerSession().catch(() => undefined);
    clearAuth();
    // Nothing the back office read stays in memory for the next person at this computer.
    queryClient.removeQueries({ queryKey: ['staff'] });
    toast.info('You have signed out.');
  }

  return { signedOut, signOut };
}
