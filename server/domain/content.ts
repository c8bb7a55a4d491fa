export type CompanyEvent = {
  id: number;
  title: string;
  venue: string | null;
  about: string | null;
  imagePreview: string | null;
  tag: string | null;
  startDate: Date;
  endDate: Date | null;
  updatedAt: Date;
};

export type ContentItem = {
  id: number;
  title: string;
  description: string | null;
  content: string | null;
  imagePreview: string | null;
  updatedAt: Date;
};
