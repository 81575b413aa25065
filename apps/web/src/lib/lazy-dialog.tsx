import { Box, CircularProgress } from '@mui/material';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyWithTimeout } from './lazy';

/** A dim layer with a spinner while a dialog's code arrives, so the tap that opened it is answered at once. */
function Arriving() {
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 'modal', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0, 0, 0, 0.3)' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * A dialog (or any overlay with an `open` prop) whose code is downloaded when it is first opened: a visitor who
 * only reads the page does not pay for it. Once loaded it stays mounted, so it closes with its animation.
 * `preload()` starts the download early when the dialog is known to open.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = <Arriving /> }: { fallback?: ReactNode } = {},
): ComponentType<P> & { preload(): void } {
  const Loaded = lazyWithTimeout(load);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={props.open ? fallback : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  // For an address that opens the dialog at once (`?book=1`): its code comes in parallel with the page's.
  // The texts come with the code (lazyWithTimeout).
  LazyDialog.preload = () => void Loaded.preload().catch(() => {});
  return LazyDialog;
}
