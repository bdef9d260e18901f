/** One record as read from a file, before any mapping: keys and values as the file has them. */
export type RawRow = Record<string, unknown>;

export type DatasetFormat = 'geojson' | 'json' | 'csv';

export interface Dataset {
  file: string;
  format: DatasetFormat;
  /** Records in file order; anything that is not an object is rejected when mapped. */
  rows: unknown[];
}

/** Where the rows of a file come from and under which terms. */
export interface Provenance {
  source: string;
  license: string;
  attribution: string | null;
}

/** A row mapped to our spot fields; country, region and slug are resolved later. */
export interface MappedSpot {
  sourceRef: string;
  name: string;
  description: string | null;
  latitude: number;
  longitude: number;
  entry: 'shore' | 'boat' | null;
  siteType: string | null;
  depthMin: number | null;
  depthMax: number | null;
  /** Metres above sea level of the water surface, from OSM's `ele` where it can be one. */
  altitude: number | null;
  level: string | null;
  activities: string[];
  tags: string[];
}

export type RejectReason =
  | 'missing name'
  | 'missing coordinates'
  | 'invalid coordinates'
  | 'coordinates 0,0'
  | 'unsupported geometry'
  | 'not an object'
  | 'duplicate in this run';

export interface Rejection {
  reason: RejectReason;
  /** Human detail, e.g. the offending value or the row it duplicates. */
  detail?: string;
}

export type MapResult = { ok: true; spot: MappedSpot } | ({ ok: false } & Rejection);

/** One rejected row as listed by `--report`. */
export interface RejectedRow extends Rejection {
  file: string;
  /** Zero-based position of the row in its file (CSV: data rows after the header). */
  index: number;
  name: string | null;
}

export interface FileSummary {
  file: string;
  format: DatasetFormat;
  source: string;
  license: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportSummary {
  files: FileSummary[];
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
}
