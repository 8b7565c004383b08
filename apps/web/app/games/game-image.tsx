import { gameImageSize, retinaPath } from "@quillspin/content";

interface GameImageProps {
  src: string;
  alt: string;
  /** Above the fold: loaded eagerly with high priority; everything else loads lazily. */
  priority?: boolean;
  className?: string;
}

/** A catalogue image at its declared size, with the @2x variant for dense screens. */
export function GameImage({ src, alt, priority = false, className }: GameImageProps) {
  const { width, height } = gameImageSize(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={`${src} 1x, ${retinaPath(src)} 2x`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
