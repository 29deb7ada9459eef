import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toast';

describe('toasts', () => {
  it('announces toasts in a polite status region', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Coupon Applied Successfully.');
      toast.error('Something went wrong');
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Success: Coupon Applied Successfully.');
    expect(region).toHaveTextContent('Error: Something went wrong');
  });

  it('shows a fixed id once, however often it is raised', () => {
    render(<Toaster />);
    act(() => {
      toast.error('OTP verification failed', { id: 'otp' });
      toast.error('OTP verification failed', { id: 'otp' });
      toast.warning('Please enter a valid OTP', { id: 'otp' });
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid OTP');
  });

  it('closes by itself after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('Payment successful!');
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Payment successful!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Payment successful!')).not.toBeInTheDocument();
  });

  it('can be dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Hello');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
