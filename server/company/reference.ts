export type Zone = { id: number; countryId: number; name: string; code: string };
