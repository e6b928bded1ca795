export type Role = 'ADMIN' | 'AGENT';

/** Who is calling, from a verified token; null for an anonymous visitor. */
export interface Viewer {
  role: Role;
  id: string;
}
