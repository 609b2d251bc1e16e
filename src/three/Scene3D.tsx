import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { emit } from '../lib/events.ts';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { adoptStyles } from '../styles/stylesheets.ts';
import { AssetTracker } from './asset-tracker.ts';
import { StageBoundary } from './StageBoundary.tsx';
import { StageFallback } from './StageFallback.tsx';
import { progressLabel } from './stage-state.ts';
import { useI18n } from '../i18n/context.tsx';
import type { StageProps } from './stage-types.ts';
import stageCss from '../styles/stage.css?inline';

/** The stylesheet every element with a 3D stage adopts after base.css, in the shell's chunk. */
export { default as sectionsCss } from '../styles/sections.css?inline';
import { useStage } from './use-stage.ts';
import { SnapshotContext, useStageSnapshot } from './per-host/use-snapshot.ts';

export interface Scene3DProps<P extends object> {
  /** The custom element: progress, load and error events are fired on it. */
  host: HTMLElement;
  /** `lazy` (default): load when near the viewport; `eager`: at once. */
  loading?: string | undefined;
  /** Image shown when the 3D view cannot be. */
  poster?: string | undefined;
  /** Text alternative of the scene. */
  label: string;
  /**
   * Imports the stage chunk; its default export renders the scene (StageCanvas: in a worker,
   * or on the page, whose 3D libraries load only then).
   */
  load: () => Promise<{ default: ComponentType<StageProps<P>> }>;
  stageProps: P;
  className?: string;
}

type Failure = { source: 'webgl' | 'asset'; message: string } | null;

/** The stage's state as tests and styles read it from `data-state`. */
function stateName(mounted: boolean, failure: Failure, lost: boolean, progress: number): string {
  if (failure) return 'error';
  if (!mounted) return 'idle';
  if (lost) return 'lost';
  return progress === 1 ? 'ready' : 'loading';
}

function classify(error: Error): Failure {
  const webgl = error.name !== 'AssetError' && /webgl|context/i.test(error.message);
  return { source: webgl ? 'webgl' : 'asset', message: error.message };
}

/**
 * The light, always-loaded half of a 3D section: decides when the 3D chunk loads and runs,
 * shows progress and the fallback, and reports through events. It never touches the section's
 * text and controls, which render beside it without waiting.
 */
export function Scene3D<P extends object>({
  host,
  loading,
  poster,
  label,
  load,
  stageProps,
  className = '',
}: Scene3DProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { mounted, active } = useStage(element, loading === 'eager');
  const reducedMotion = useReducedMotion();
  // The stage's chunk: it loads the 3D libraries only if the page must draw the stage itself.
  const [Stage] = useState(() => lazy(load));
  const [tracker, setTracker] = useState(() => new AssetTracker());
  const [failure, setFailure] = useState<Failure>(null);
  const [contextLost, setContextLost] = useState(false);
  const progress = useSyncExternalStore(
    tracker.subscribe,
    () => tracker.progress,
    () => tracker.progress,
  );

  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [stageCss]);
    setElement(ref.current);
  }, []);

  // A released stage starts afresh when it comes back (its assets are cached by URL); until it
  // has drawn again, its last frame shows in its place. So does a lost one until it is restored.
  const snapshot = useStageSnapshot(host, element, {
    mounted,
    ready: progress === 1,
    lost: contextLost,
    failed: failure !== null,
  });
  useEffect(() => {
    if (mounted) return;
    setTracker((current) => (current.progress > 0 ? new AssetTracker() : current));
    // A lost context goes with its canvas: the stage remounts with a new one.
    setContextLost(false);
  }, [mounted]);

  useEffect(() => {
    if (!mounted || failure) return;
    emit(host, 'portfolio-progress', { progress });
    if (progress === 1) emit(host, 'portfolio-load', {});
  }, [host, mounted, failure, progress]);

  const onError = useCallback(
    (error: Error) => {
      const found = classify(error);
      console.error(`<${host.localName}> 3D view unavailable: ${error.message}`);
      setFailure(found);
      if (found) emit(host, 'portfolio-error', found);
    },
    [host],
  );

  // Asset failures arrive from the tracker rather than as thrown errors (see suspendable).
  useEffect(() => tracker.onFailure(onError), [tracker, onError]);
  // One item's picture that failed: its placeholder shows, the stage stays; each said once.
  useEffect(() => {
    const said = new Set<string>();
    return tracker.onItemFailure((message) => {
      if (said.has(message)) return;
      said.add(message);
      console.error(`<${host.localName}> ${message}`);
      emit(host, 'portfolio-error', { source: 'asset', message });
    });
  }, [tracker, host]);

  const onContextLoss = useCallback(
    (lost: boolean) => {
      setContextLost(lost);
      if (lost) {
        emit(host, 'portfolio-error', { source: 'webgl', message: 'WebGL context lost' });
      }
    },
    [host],
  );

  // "Loading..." and the percentage only before the section's first frame ever.
  const showProgress = mounted && !failure && !contextLost && progress < 1 && !snapshot.drawn;

  return (
    <div
      ref={ref}
      className={`stage ${className}`}
      role="img"
      aria-label={label}
      aria-busy={showProgress}
      data-state={stateName(mounted, failure, contextLost, progress)}
      part="stage"
    >
      {mounted && !failure && (
        <StageBoundary onError={onError} fallback={null}>
          <Suspense fallback={null}>
            <SnapshotContext.Provider value={snapshot}>
              <Stage
                {...stageProps}
                active={active && !contextLost}
                reducedMotion={reducedMotion}
                tracker={tracker}
                onContextLoss={onContextLoss}
              />
            </SnapshotContext.Provider>
          </Suspense>
        </StageBoundary>
      )}
      {showProgress && (
        <div className="stage-progress" aria-hidden="true">
          <span>{progressLabel(progress, t('stage.loading'))}</span>
        </div>
      )}
      {(failure || (contextLost && !snapshot.hasImage)) && <StageFallback poster={poster} />}
    </div>
  );
}
