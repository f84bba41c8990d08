import type { Db } from '@sgs/db';
import type { Llm } from '@sgs/llm';
import type { PlacesProvider } from '@sgs/places';
import type { SiteStorage } from '@sgs/storage';
import type { PageRenderer } from './render';

export interface ResearchDeps {
  db: Db;
  storage: SiteStorage;
  places: PlacesProvider;
  llm: Llm | null;
  allowLoopback: boolean;
  /** GOOGLE_MAPS_URL: `?cid=` links are followed here to learn the place they name */
  mapsUrl: string;
  /** Unsplash, when configured */
  stock?: { accessKey: string; baseUrl: string };
  /** Renders client-rendered pages (an app shell) in Chromium; without it they are read as served. */
  render?: PageRenderer;
  /** Told each step as research moves on (the activity heartbeats); a no-op by default. */
  progress?: (step: string) => void;
}

export type SiteRow = NonNullable<Awaited<ReturnType<Db['site']['findUnique']>>>;
