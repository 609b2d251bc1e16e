import { useMemo } from 'react';
import { GLOBE_SIZE_PX } from '../../lib/constants.ts';
import type { About } from '../../content/types.ts';
import { onAnchorClick } from '../../lib/scroll.ts';
import { Scene3D } from '../../three/Scene3D.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { TextCard } from './cards.tsx';
import type { GlobeStageProps } from './globe-stage.tsx';
import { useGlobePlace } from './use-globe-place.ts';

const loadGlobe = () => import('./globe-stage.tsx');

export interface GlobeCardProps {
  globe: About['globe'];
  contactButton: About['contactButton'];
  host: HTMLElement;
  loading: string | undefined;
  poster: string | undefined;
}

/** The globe with the owner's location, the remote-work line and the 'Contact Me' button. */
export function GlobeCard({ globe, contactButton, host, loading, poster }: GlobeCardProps) {
  const label = useGlobePlace(globe.label, host);
  const stageProps = useMemo<GlobeStageProps>(() => ({ label, size: GLOBE_SIZE_PX }), [label]);
  const { t } = useI18n();
  const stageLabel = globe.label.text
    ? t('about.globeStageAt', { place: globe.label.text })
    : t('about.globeStage');
  return (
    <TextCard
      kind="globe"
      card={globe}
      before={
        <div
          className="globe-frame"
          // Where the marker is, for tests and hosts: "lat,lng", or none (not found, or not yet).
          data-marker={label.lat === undefined ? 'none' : `${label.lat},${label.lng}`}
        >
          <Scene3D
            host={host}
            loading={loading}
            poster={poster}
            label={stageLabel}
            load={loadGlobe}
            stageProps={stageProps}
            className="globe-stage"
          />
        </div>
      }
    >
      <a className="button-primary" part="button" href={contactButton.href} onClick={onAnchorClick}>
        {contactButton.label}
      </a>
    </TextCard>
  );
}
