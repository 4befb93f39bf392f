import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

/**
 * A ticket's signed QR payload drawn as an image: what the door scans from the confirmation page
 * or the member's phone. Mantine pages only (the event page never shows tickets).
 */
export function TicketQr({
  payload,
  ticketNumber,
  size = 176,
}: {
  payload: string;
  ticketNumber: string;
  /** Width and height in CSS pixels. */
  size?: number;
}) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { margin: 1, width: size, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [payload, size]);
  if (!src) return <Skeleton width={size} height={size} aria-hidden />;
  return <img src={src} width={size} height={size} alt={`QR code of ticket ${ticketNumber}`} />;
}
