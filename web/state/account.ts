import { proxy } from 'valtio';
import type { AccountView } from '../../contract/account';

/** The signed-in shopper's account, or null for a guest; filled from the page's state and by signing in or out. */
export const accountStore = proxy<{ account: AccountView | null }>({ account: null });

/** Replaces the account shown everywhere (header, account page) after signing in, out, or saving a change. */
export const setAccount = (account: AccountView | null): void => {
  accountStore.account = account;
};

/** The name the header greets the shopper with: the first word of their name. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
