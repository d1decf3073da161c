import type { RequestHandler } from 'express';

/** What the next API call does instead of answering normally: an error status, a late answer, a dropped connection. */
export type Fault = (
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'delay'; readonly ms: number }
  | { readonly kind: 'drop' }
) & {
  /** Only calls whose path (under `/api`) ends with this; any call when absent. */
  readonly on?: string;
};

/** The faults tests queue for the next API calls, one per call, in order. */
export const sandboxFaults = () => {
  const queue: Fault[] = [];
  const middleware: RequestHandler = (req, res, next) => {
    const at = queue.findIndex((f) => f.on === undefined || req.path.endsWith(f.on));
    if (at === -1) return next();
    const [fault] = queue.splice(at, 1) as [Fault];
    if (fault.kind === 'drop') return void req.socket.destroy();
    if (fault.kind === 'delay') return void setTimeout(next, fault.ms).unref();
    res.status(fault.status).json({
      message: fault.status >= 500 ? 'internal_error' : 'bad_request',
      error: fault.status >= 500 ? 'internal_server_error' : 'bad_request',
      status: fault.status,
      cause: [],
    });
  };
  return {
    middleware,
    /** Queues `fault` for the next `times` calls. */
    add: (fault: Fault, times = 1) => void queue.push(...Array.from({ length: times }, () => fault)),
  };
};

export type SandboxFaults = ReturnType<typeof sandboxFaults>;
