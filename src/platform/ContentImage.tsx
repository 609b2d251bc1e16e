import { IconPhotoOff } from '@tabler/icons-react';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { emit } from '../lib/events.ts';
import { useI18n } from '../i18n/context.tsx';

export interface ContentImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** The content path the URL came from, named in the error (e.g. `projects.items[0].spotlight`). */
  field: string;
  host: HTMLElement;
  /** What stands in when it cannot load; a struck-through picture by default. */
  fallback?: ReactNode;
}

/**
 * An image from the content. When it cannot load, a designed placeholder takes its place and
 * says so, the console names the field and URL, and `portfolio-error` (source asset) fires.
 */
export function ContentImage({
  src,
  alt,
  field,
  host,
  className = '',
  fallback,
  ...rest
}: ContentImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useI18n();

  if (failed === src) {
    return (
      <span
        className={`image-missing ${className}`}
        role="img"
        aria-label={alt ? t('image.unavailableNamed', { alt }) : t('image.unavailable')}
        title={`${field}: could not load ${src}`}
        data-field={field}
      >
        {fallback ?? <IconPhotoOff size={20} stroke={1.5} aria-hidden="true" />}
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={className}
      src={src}
      alt={alt}
      onError={() => {
        const message = `${field}: could not load ${src}`;
        console.error(`<${host.localName}> ${message}`);
        emit(host, 'portfolio-error', { source: 'asset', message });
        setFailed(src);
      }}
    />
  );
}
