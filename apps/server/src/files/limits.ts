/** Uploads above this size are refused before they are read into memory. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
