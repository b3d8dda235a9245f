import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * A QR code of `url`, to print on a flyer. The `qrcode` library loads only here, once the code's place comes
 * on screen, so neither the public page's nor the student page's first load carries it. An image (a
 * data: URL) rather than markup: it can be saved or printed like any picture.
 */
/** `name`: whose page it is ("Maya R."), for the image's description. */
export function QrCode({ url, name }: { url: string; name: string }) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(null);
  const place = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    const draw = () =>
      import('qrcode')
        .then(({ toDataURL }) => toDataURL(url, { margin: 2, width: 480, errorCorrectionLevel: 'M' }))
        .then((data) => current && setSource(data))
        .catch((error: unknown) => console.warn('Could not draw the QR code', error));
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      void draw();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void draw();
    });
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [url]);
  return (
    <figure className="pages-qr" ref={place}>
      {source ? (
        <img src={source} alt={t`QR code for ${name}’s page`} width={160} height={160} />
      ) : (
        <span className="pages-qr-pending" aria-hidden="true" />
      )}
      {source && (
        <figcaption>
          <a href={source} download="student-page-qr.png">
            <Trans>Download the QR code</Trans>
          </a>
        </figcaption>
      )}
    </figure>
  );
}
