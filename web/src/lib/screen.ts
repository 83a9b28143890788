import { createContext, type ComponentType } from 'react';
import type { Params } from 'react-router';

/** A /v2 resource a screen reads: its contract's name and label, and the relations it asks `with`. */
export type ScreenResource = { name: string; label: string; with?: string };

/** What the app hands every screen's prefetch: the resources the Index counts (from every feature's cards). */
export type ScreenContext = { counted: ScreenResource[] };

/** What the guard and the shell know about a route (spec section 2). */
export type RouteMeta = {
  title: string;
  /** Named routes of the spec: `login`, `lost`. */
  name?: string;
  public: boolean;
  requiresAuth: boolean;
  requiresSuperAdmin: boolean;
  hideHeader: boolean;
};

/** Route params reach every screen as props ("passed to the screen as inputs", spec section 2). */
export type Page = ComponentType<Record<string, string | undefined>>;

/** The Index's sections, in the order shown; Settings (theme, password, tag numbers) comes last. */
export const INDEX_GROUPS = ['Money', 'Every day', 'Setup lists'] as const;

export type IndexEntry = {
  group: (typeof INDEX_GROUPS)[number];
  title: string;
  description: string;
  /** Where the link goes: a screen of the app, or a file download for data that has no screen yet. */
  to: string;
  linkLabel: string;
  isDownload?: boolean;
  /** Counted with GET /api/v2/{resource}?limit=1 (its `total`). */
  counted?: ScreenResource;
  /** Data outside /v2 shows its own count. */
  counter?: ComponentType;
};

/** A screen's entry in the guide: the guide page (its slug) and the heading of the section that explains it. */
export type ScreenHelp = { screen: string; page: string; section: string };

/** One screen of the app, declared by its feature; web/src/app maps every declaration into the router, the header, the Index and the help lookup. */
export type Screen = {
  path: string;
  title: string;
  meta?: Partial<Omit<RouteMeta, 'title'>>;
  /** Loaded on first visit: each screen is its own chunk. */
  page: () => Promise<Page>;
  /** The list page or the record the screen reads first; its route asks for it while the chunk loads. */
  loads?: { list: ScreenResource } | { record: ScreenResource };
  /** Asks for the screen's other first data while its chunk loads, into the queries the screen reads. */
  prefetch?: (url: URL, params: Params, context: ScreenContext) => void;
  /** The user guide's section the help icon beside the title opens. */
  help?: ScreenHelp;
  /** A link in the header; `order` is its place there. */
  nav?: { label: string; order: number };
  /** Cards on /index; `to` defaults to the screen's path, `order` is the card's place in its section. */
  index?: (Omit<IndexEntry, 'to'> & { to?: string; order: number })[];
};

export const PUBLIC = { public: true, requiresAuth: false } as const;
export const NO_HEADER = { ...PUBLIC, hideHeader: true } as const;

/** The Index's cards, given by the app (from every feature's screens) to the Index page. */
export const IndexEntries = createContext<IndexEntry[]>([]);
