import { Portfolio } from '../components/portfolio';

const content = {
  owner: { firstName: 'Nia', name: 'Nia Next' },
  hero: { logos: ['docker', 'rust', 'git', 'react'] },
};

export default function Home() {
  return (
    <main>
      <h1 id="app-title">Nia&apos;s app</h1>
      <Portfolio content={content} />
    </main>
  );
}
