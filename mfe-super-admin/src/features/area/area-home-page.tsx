import { useSession } from '@ofertat/shared-api';

export function AreaHomePage() {
  const username = useSession((session) => session.username);
  return (
    <section>
      <h1>Mirë se vini, {username}</h1>
      <p>Administroni marketet, përdoruesit, qytetet, kategoritë, produktet, reklamat dhe fletëpalosjet.</p>
    </section>
  );
}
