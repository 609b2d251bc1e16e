// The whole package through its loader: each tag's code is fetched when the tag appears.
import 'portfolio-elements';
import { useEffect, useRef, useState } from 'react';

export function App() {
  const projects = useRef<HTMLElementTagNameMap['portfolio-projects']>(null);
  const [project, setProject] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = projects.current;
    if (!element) return;
    const onChange = (event: HTMLElementEventMap['portfolio-project-change']) =>
      setProject(event.detail.index);
    const onLoad = () => setLoaded(true);
    element.addEventListener('portfolio-project-change', onChange);
    element.addEventListener('portfolio-load', onLoad);
    return () => {
      element.removeEventListener('portfolio-project-change', onChange);
      element.removeEventListener('portfolio-load', onLoad);
    };
  }, []);

  return (
    <main>
      <portfolio-hero id="home" config="#portfolio-content" loading="eager" theme="dark" />
      <portfolio-projects ref={projects} config="#portfolio-content" loading="eager" />
      <p id="app-status" data-loaded={loaded}>
        {loaded ? `3D loaded, project ${project + 1}` : 'loading the 3D view'}
      </p>
      <portfolio-contact config="#portfolio-content" theme="light" />
    </main>
  );
}
