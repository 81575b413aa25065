import { Box, type SxProps } from '@mui/material';

/**
 * Rich text from options and courses. The server sanitises every rich text when it is stored (no scripts,
 * no event handlers, no javascript: links), so it is shown as HTML here.
 */
export function RichHtml({ html, sx }: { html: string; sx?: SxProps }) {
  if (!html) return null;
  return <Box sx={{ '& p:first-of-type': { mt: 0 }, '& p:last-child': { mb: 0 }, ...sx }} dangerouslySetInnerHTML={{ __html: html }} />;
}
