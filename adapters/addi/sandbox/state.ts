import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxApplicationRequest } from './input';

/** How an application stands: waiting for the shopper, or ended with the callback's status. */
export type SandboxApplicationStatus =
  'PENDING' | 'APPROVED' | 'DECLINED' | 'REJECTED' | 'ABANDONED' | 'INTERNAL_ERROR';

/** One application the sandbox took, with what the ally sent. */
export type SandboxApplication = {
  readonly applicationId: string;
  readonly orderId: string;
  readonly status: SandboxApplicationStatus;
  readonly request: SandboxApplicationRequest;
  readonly createdAt: string;
  readonly updatedAt: string;
};

type State = { applications: SandboxApplication[] };
const KEPT = 1000;

/** The sandbox's applications: in memory, and in `file` when given, read again before each use and written after each
 * change (like the Nequi and ePayco sandboxes), so the store and the `fornido` command see the same ones. */
export const sandboxApplications = (file?: string) => {
  let state: State = { applications: [] };
  const load = () => {
    if (!file) return;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<State>;
      state = { applications: Array.isArray(parsed.applications) ? parsed.applications : [] };
    } catch {
      // No file yet, or a half-written one from a crash: the state in memory stands.
    }
  };
  const save = () => {
    if (!file) return;
    state.applications = state.applications.slice(-KEPT);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  };
  load();
  return {
    /** Every application, newest first. */
    list: (): readonly SandboxApplication[] => {
      load();
      return [...state.applications].reverse();
    },
    find: (applicationId: string): SandboxApplication | null => {
      load();
      return state.applications.find((a) => a.applicationId === applicationId) ?? null;
    },
    add: (application: SandboxApplication): void => {
      load();
      state.applications.push(application);
      save();
    },
    /** Ends a pending application with `status`; null when it is unknown or no longer pending. */
    end: (applicationId: string, status: SandboxApplicationStatus, at: Date): SandboxApplication | null => {
      load();
      const index = state.applications.findIndex((a) => a.applicationId === applicationId);
      const found = state.applications[index];
      if (!found || found.status !== 'PENDING') return null;
      const ended = { ...found, status, updatedAt: at.toISOString() };
      state.applications[index] = ended;
      save();
      return ended;
    },
  };
};

export type SandboxApplications = ReturnType<typeof sandboxApplications>;
