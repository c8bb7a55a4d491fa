export type { Zone } from '../../contract/model';
