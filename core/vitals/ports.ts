import type { DeviceClass, MetricName, NavigationType, Rating } from './metrics';

/** What one page visit's browser measured, once checked and grouped by page. */
export type VitalRecord =
  | {
      readonly kind: 'metric';
      readonly metric: MetricName;
      readonly value: number;
      readonly rating: Rating;
    }
  | {
      readonly kind: 'error';
      /** The message without personal data (scrubMessage). */
      readonly message: string;
      /** The script, line and column (errorSource). */
      readonly source: string;
    };

/** A batch as it is stored: each record with the visit's page route, device and navigation, at one instant. */
export type VitalsVisit = {
  readonly at: Date;
  readonly page: string;
  readonly device: DeviceClass;
  readonly navigationType: NavigationType;
  readonly records: readonly VitalRecord[];
};

/** Which samples a report reads: since an instant, pages whose route starts with `page`, one kind of device. */
export type VitalsFilter = {
  readonly since: Date;
  readonly page?: string;
  readonly device?: DeviceClass;
};

/** One page's samples of one metric. */
export type MetricSamples = { readonly page: string; readonly metric: MetricName; readonly values: readonly number[] };

/** One distinct browser error (same message, same place) and how often it was seen. */
export type ErrorCount = {
  readonly message: string;
  readonly source: string;
  readonly count: number;
  /** The routes it was seen on, most frequent first. */
  readonly pages: readonly string[];
  readonly lastSeen: Date;
};

/** The field measurements shoppers' browsers sent. */
export type VitalsStore = {
  /** Keeps every record of a visit (one write for the whole batch). */
  record(visit: VitalsVisit): Promise<void>;
  /** The values of each page and metric matching the filter, for percentiles. */
  samples(filter: VitalsFilter): Promise<readonly MetricSamples[]>;
  /** The `limit` most frequent errors matching the filter, most frequent first. */
  topErrors(filter: VitalsFilter, limit: number): Promise<readonly ErrorCount[]>;
  /** Forgets every record kept before `before`; says how many. */
  prune(before: Date): Promise<number>;
};
