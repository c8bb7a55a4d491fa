// The attachments area's public entry: what other areas, the seed and the composition root use of it.
export { type Attachment } from './attachment-repo';
export {
  inTransactionWithFiles,
  readAttachment,
  requireValidMessage,
  storeAttachments,
  withAttachments,
} from './attachment-service';
