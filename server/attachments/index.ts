// The attachments area's public entry: what other areas, the seed and the composition root use of it.
export { type Attachment, listAttachments } from './attachment-repo';
export {
  checkAttachments,
  discardFiles,
  readAttachment,
  storeAttachments,
} from './attachment-service';
