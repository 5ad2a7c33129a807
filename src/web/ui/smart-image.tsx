import { useState } from 'react';
import { srcSetOf, type PhotoInfo } from '../../domain/pictures';

const FALLBACK_IMAGE = '/images/villas/glass-cottage.svg';

/**
 * An image with explicit size, "Loading image..." while it loads and, when it fails, the glass
 * cottage picture with "Image not found" and a toggleable panel naming the missing file.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  className = '',
  priority = false,
  photo,
  sizes,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  /** An uploaded photo's smaller AVIF/WebP copies (decision 0130), offered with `sizes`. */
  photo?: PhotoInfo;
  sizes?: string;
}) {
  const wanted = src || FALLBACK_IMAGE;
  const [state, setState] = useState<{ src: string; status: 'loading' | 'loaded' | 'failed' }>({
    src: wanted,
    status: 'loading',
  });
  const [debug, setDebug] = useState(false);
  const current = state.src === wanted ? state : { src: wanted, status: 'loading' as const };
  const failed = current.status === 'failed';
  const avif = photo && !failed && photo.src === wanted ? srcSetOf(photo, 'avif') : '';
  const webp = photo && !failed && photo.src === wanted ? srcSetOf(photo, 'webp') : '';
  const img = (
    <img
      src={failed ? FALLBACK_IMAGE : wanted}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onLoad={() => !failed && setState({ src: wanted, status: 'loaded' })}
      onError={() => setState({ src: wanted, status: 'failed' })}
      className="h-full w-full object-cover"
    />
  );
  return (
    <div className={`relative overflow-hidden bg-sand ${className}`}>
      {avif || webp ? (
        <picture>
          {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
          {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
          {img}
        </picture>
      ) : (
        img
      )}
      {current.status === 'loading' ? (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-muted">
          Loading image...
        </span>
      ) : null}
      {failed ? (
        <div className="absolute inset-x-0 bottom-0 bg-white/90 p-1.5 text-xs text-ink">
          <span>Image not found</span>{' '}
          <button
            type="button"
            className="underline"
            onClick={() => setDebug((d) => !d)}
            aria-expanded={debug}
          >
            {debug ? 'Hide details' : 'Show details'}
          </button>
          {debug ? <p className="mt-1 break-all text-muted">Could not load {wanted}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
