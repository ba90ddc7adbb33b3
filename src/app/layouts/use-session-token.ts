/** The stored token as React state: the shell re-renders when someone signs in or out. */
import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange } from '@/lib/session';

const subscribe = (onChange: () => void) => onSessionChange(() => onChange());

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
