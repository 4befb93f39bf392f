import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

/** A ticket's signed QR payload drawn as an image: what the door scans from the member's phone. */
export function TicketQr({ payload, ticketNumber }: { payload: string; ticketNumber: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { margin: 1, width: 160, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [payload]);
  if (!src) return <Skeleton width={160} height={160} aria-hidden />;
  return <img src={src} width={160} height={160} alt={`QR code of ticket ${ticketNumber}`} />;
}
