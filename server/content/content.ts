import type { EventFacts } from '../../contract/model';

export type CompanyEvent = EventFacts<Date> & {
  online: boolean;
  /** The list's sort instant as PostgreSQL prints it (start, or end for past events). */
  sortKey: string;
};

export type ContentItem = {
  id: number;
  title: string;
  description: string | null;
  content: string | null;
  /** Videos, notices and links: where the item lives (videos: the server's own media). */
  url: string | null;
  imagePreview: string | null;
  updatedAt: Date;
  /** updated_at as PostgreSQL prints it: the cursor key of story lists. */
  updatedKey: string;
};
