import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

export const QR_SIZE = 220;

/**
 * The EPC text as an SVG QR code with error correction M (EPC069-12). The `qrcode` package is loaded when
 * the first payment dialog opens, so neither the public pages nor the family page carry it. SVG stays sharp
 * when a phone zooms in or the page is printed; an empty text draws nothing.
 */
export async function epcQrSvg(epc: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(epc, { type: 'svg', ...EPC_QR_OPTIONS });
}
export const EPC_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function EpcQrCode({ epc, label }: { epc: string; label: string }) {
  const [svg, setSvg] = useState<{ epc: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    void epcQrSvg(epc).then((drawn) => current && setSvg({ epc, svg: drawn }));
    return () => {
      current = false;
    };
  }, [epc]);
  if (svg?.epc !== epc) return <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.svg)}`}
      alt={label}
      width={QR_SIZE}
      height={QR_SIZE}
      sx={{ display: 'block', bgcolor: '#fff', border: 1, borderColor: 'divider' }}
    />
  );
}
