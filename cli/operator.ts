import { userInfo } from 'node:os';
import type { Env } from './io';

/** Who is acting, for the audit log: the OS user running the command. */
export const operatorName = (env: Env): string => {
  const fallback = env.USER || 'operator';
  try {
    return userInfo().username || fallback;
  } catch {
    // A container user without an /etc/passwd entry has no name to give.
    return fallback;
  }
};
