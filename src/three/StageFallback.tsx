/**
 * What a 3D stage shows where the scene cannot be: the owner's poster image, or a cube and
 * the "failed" message in the page's language. A poster whose address is not safe is never shown.
 */
import { IconCube } from '@tabler/icons-react';
import { isSafeImageUrl } from '../content/url.ts';
import { useI18n } from '../i18n/context.tsx';

export interface StageFallbackProps {
  /** Image shown instead of the scene. */
  poster?: string | undefined;
}

export function StageFallback({ poster }: StageFallbackProps) {
  const { t } = useI18n();
  const safePoster = poster && isSafeImageUrl(poster) ? poster : undefined;
  return (
    <div className="stage-fallback" part="fallback">
      {safePoster ? (
        <img src={safePoster} alt="" />
      ) : (
        <div className="stage-fallback-note">
          <IconCube size={32} stroke={1.4} aria-hidden="true" />
          <span>{t('stage.failed')}</span>
        </div>
      )}
    </div>
  );
}
