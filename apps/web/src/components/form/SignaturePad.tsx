import { Box, FormHelperText, Link, Typography } from '@mui/material';
import SignaturePadLib from 'signature_pad';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';

export const SIGNATURE_PAD_HEIGHT = 200;

interface Props {
  label: string;
  /** The drawing as a PNG data URL, or '' when empty. */
  onChange(value: string): void;
  error?: string;
}

/**
 * A black-framed box to sign in with the mouse or a finger (signature_pad behind a small component), with an undo link.
 * It reports a PNG data URL after every stroke.
 */
export function SignaturePad({ label, onChange, error }: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePadLib(canvas, { penColor: '#000000', backgroundColor: '#ffffff' });
    padRef.current = pad;
    const emit = () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', emit);

    // The canvas must match its displayed size (and the screen's pixel ratio) or strokes land offset.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', emit);
      pad.off();
    };
  }, []);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
    onChange(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
  };

  return (
    <Box>
      <Typography id={labelId} component="p" variant="body2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? 'true' : undefined}
        tabIndex={-1}
        sx={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_PAD_HEIGHT,
          bgcolor: '#ffffff',
          border: '2px solid #000000',
          borderRadius: 1,
          outline: error ? '2px solid' : 'none',
          outlineColor: 'error.main',
          outlineOffset: 2,
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component="button" type="button" onClick={undo}>
          {t('form.undo_signature')}
        </Link>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
