import { MESSAGES } from '@portico/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../app/api-client';
import { toast } from '../../app/toast';
import type { CheckoutLoad, CheckoutQuery } from './api/checkout-response';

/** The coupon's failure message: the server's reason, else 'Coupon Expired'. */
export function couponFailure(load: CheckoutLoad | null, error?: unknown): string {
  if (load?.kind === 'ready') return load.checkout.coupon.msg || MESSAGES.couponExpired;
  if (load?.kind === 'unavailable' && load.message !== FALLBACK_ERROR_MESSAGE) return load.message;
  if (isApiError(error) && error.status !== 0 && error.message !== FALLBACK_ERROR_MESSAGE) {
    return error.message;
  }
  return MESSAGES.couponExpired;
}

/**
 * The new registration's coupon (member spec §2.7): the code typed, the coupon applied (null: the
 * plain checkout), and its error. Ticking the box asks for the checkout with the code, always
 * afresh; unticking goes back to the plain checkout, read afresh too.
 */
export function useRegistrationCoupon(queryFor: (coupon: string | null) => CheckoutQuery) {
  const queryClient = useQueryClient();
  const [coupon, setCoupon] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const wanted = code.trim().toUpperCase();
    if (wanted === '') {
      setError(MESSAGES.couponRequired);
      return;
    }
    setError(null);
    setChecking(true);
    let load: CheckoutLoad | null = null;
    let failure: unknown;
    try {
      // Always asked afresh: a coupon may have expired since it was last tried.
      load = await queryClient.fetchQuery({ ...queryFor(wanted), staleTime: 0 });
    } catch (caught) {
      failure = caught;
    }
    setChecking(false);
    if (load?.kind === 'ready' && load.checkout.coupon.status) {
      setCoupon(wanted);
      setCode(load.checkout.coupon.code ?? wanted);
      toast.success(MESSAGES.couponApplied);
      return;
    }
    // The code stays as typed: the reason may be a typo to fix in place.
    setError(couponFailure(load, failure));
  }

  function toggle(applying: boolean) {
    if (applying) {
      void apply();
      return;
    }
    setCoupon(null);
    setError(null);
    void queryClient.invalidateQueries({ queryKey: queryFor(null).queryKey });
  }

  function changeCode(value: string) {
    setCode(value);
    if (error) setError(null);
  }

  return { coupon, code, error, checking, toggle, changeCode };
}
