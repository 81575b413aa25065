import { Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  /** Content and actions. */
  children: ReactNode;
}

/** A dialog of the family page (specification section 5): 800 wide, full screen on a phone, named by its title. */
export function FamilyDialog({ open, title, onClose, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { maxWidth: { sm: 800 } } } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
