/** Uploads above this size are refused before they are read into memory. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * A multipart request whose declared length is above this cannot hold an acceptable file: the file limit
 * plus generous room for the envelope and the few small form fields an upload form sends.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * Stored names, and the last segment of a file's address made from them: short enough that the address is
 * served (the router refuses a path parameter over 100 characters with 414) and still reads as a name.
 */
export const MAX_FILE_NAME_LENGTH = 80;
